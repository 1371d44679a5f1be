import { Injectable } from '@nestjs/common';
import { FileStorage, LocalStorage } from '../domain/file-storage.js';

export interface Located {
  storage: FileStorage;
  key: string;
  /** The canonical public URL (an absolute link to our own /uploads becomes /uploads/…). */
  url: string;
}

/** The configured store plus the local disk (which still holds files uploaded before a switch to S3). */
@Injectable()
export class StorageLocator {
  constructor(
    readonly primary: FileStorage,
    readonly local: LocalStorage,
  ) {}

  get all(): FileStorage[] {
    return this.primary === this.local ? [this.local] : [this.primary, this.local];
  }

  get cloudConfigured(): boolean {
    return this.primary !== this.local;
  }

  /** Which of our stores a URL points to, or null for external URLs, shipped /images/… and unsafe paths. */
  locate(url: string | null | undefined): Located | null {
    if (!url) return null;
    for (const storage of this.all) {
      const key = storage.keyOf(url);
      if (key) return { storage, key, url: storage.urlOf(key) };
    }
    return null;
  }

  urlPrefixes(): string[] {
    return this.all.flatMap((storage) => storage.urlPrefixes);
  }
}
