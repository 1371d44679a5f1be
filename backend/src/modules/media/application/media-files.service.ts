import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import type { MemberFiles } from '../../../shared/domain/member-files.js';
import type { Role } from '../../../shared/domain/role.js';
import type { StoredFiles } from '../../../shared/domain/stored-files.js';
import { FileReferences } from '../domain/file-references.js';
import type { FileStorage } from '../domain/file-storage.js';
import { variantKeys } from '../domain/image-variants.js';
import type { MediaFile } from '../domain/media-file.js';
import { MediaFileRepository } from '../domain/media-file.repository.js';
import { MESSAGES } from '../domain/upload-rules.js';
import { StorageLocator } from './storage-locator.js';

/** An image goes with its smaller copies (the variants first: a failure leaves the image, so a cleanup retries). */
export async function deleteWithVariants(storage: FileStorage, key: string): Promise<void> {
  await Promise.all(variantKeys(key).map((variant) => storage.delete(variant)));
  await storage.delete(key);
}

/** Deleting stored files: on request (owner or admin), for other contexts (StoredFiles) and for a deleted member. */
@Injectable()
export class MediaFilesService implements StoredFiles, MemberFiles {
  private readonly logger = new Logger('Media');

  constructor(
    private readonly storages: StorageLocator,
    private readonly files: MediaFileRepository,
    private readonly references: FileReferences,
  ) {}

  /**
   * Only the uploader or an admin may delete a file; anyone else gets the same 404 as for a file that does not
   * exist, so file URLs of other members cannot be probed. Files with no record (uploaded before media_files
   * existed) can be deleted by an admin only.
   */
  async deleteUpload(caller: { id: number; role: Role }, fileUrl: string, publicId?: string): Promise<void> {
    const located = this.storages.locate(fileUrl);
    if (!located) throw new ValidationError(MESSAGES.invalidFileUrl, 'fileUrl');
    let file = publicId ? await this.files.findById(publicId) : await this.files.findByUrl(located.url);
    if (file && file.url !== located.url) file = null;
    if (file && (file.ownerId === caller.id || caller.role === 'admin')) return this.remove(file);
    if (!file && caller.role === 'admin' && (await located.storage.sizeOf(located.key)) !== null) {
      return deleteWithVariants(located.storage, located.key);
    }
    throw new NotFoundError(MESSAGES.fileNotFound);
  }

  /** Called after a record let go of `url`; the file stays if another record still points to it (a pasted URL). */
  async deleteByUrl(url: string | null | undefined): Promise<void> {
    try {
      const located = this.storages.locate(url);
      if (!located || (await this.references.isReferenced(located.url))) return;
      await deleteWithVariants(located.storage, located.key);
      await this.files.deleteByUrl(located.url);
    } catch (error) {
      this.logger.error(`No se pudo borrar el archivo ${url}: ${(error as Error).message}`);
    }
  }

  async deleteAllOwnedBy(memberId: number): Promise<void> {
    const owned = await this.files.findByOwner(memberId);
    let failed = 0;
    for (const file of owned) {
      await this.remove(file).catch((error: Error) => {
        failed++;
        this.logger.error(`No se pudo borrar el archivo ${file.url} del usuario ${memberId}: ${error.message}`);
      });
    }
    if (owned.length)
      this.logger.log(`Archivos del usuario ${memberId}: ${owned.length - failed} borrados, ${failed} con error`);
  }

  /** The object first, then its record: a failure leaves the record, so a later cleanup still sees the file. */
  private async remove(file: MediaFile): Promise<void> {
    const located = this.storages.locate(file.url);
    if (located) await deleteWithVariants(located.storage, located.key);
    await this.files.delete(file.id);
  }
}
