import { Injectable } from '@nestjs/common';
import { PrivateDocuments, type PrivateDocument } from '../../../shared/domain/private-documents.js';
import { isPrivateKey } from '../domain/storage-key.js';
import { StorageLocator } from './storage-locator.js';
import { UploadService } from './upload.service.js';

@Injectable()
export class PrivateDocumentsService implements PrivateDocuments {
  constructor(
    private readonly uploads: UploadService,
    private readonly storages: StorageLocator,
  ) {}

  async store(data: Uint8Array | undefined, ownerId: number): Promise<PrivateDocument> {
    const file = await this.uploads.uploadDocument(data, ownerId);
    return { url: file.url, contentType: file.contentType };
  }

  /** Only private keys are read here: this is never a way to fetch a public upload by URL. */
  async read(url: string): Promise<Uint8Array | null> {
    const located = this.storages.locate(url);
    if (!located || !isPrivateKey(located.key)) return null;
    return located.storage.read(located.key);
  }
}
