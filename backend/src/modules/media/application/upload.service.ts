import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import { QuotaExceededError, ValidationError } from '../../../shared/domain/errors.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { FileReferences } from '../domain/file-references.js';
import { FileSniffer } from '../domain/file-sniffer.js';
import { FileStorage } from '../domain/file-storage.js';
import { ImageOptimizer } from '../domain/image-optimizer.js';
import { VARIANT_WIDTHS, variantKeys } from '../domain/image-variants.js';
import type { MediaFile, MediaKind } from '../domain/media-file.js';
import { MediaFileRepository } from '../domain/media-file.repository.js';
import { newStorageKey } from '../domain/storage-key.js';
import {
  ACCEPTED_IMAGE_TYPES,
  ACCEPTED_PROOF_TYPES,
  ACCEPTED_VIDEO_TYPES,
  MESSAGES,
  MIN_UPLOAD_BYTES,
  pendingQuotaExceeded,
  pendingQuotaMessage,
} from '../domain/upload-rules.js';

export interface UploadedImage {
  url: string;
  publicId: string;
  width: number;
  height: number;
  size: number;
}

/**
 * Checks an upload by its bytes, optimizes images, stores the file under a random key and records who owns it.
 * Each member may hold only so many files that no record uses yet (the pending quota, 413 beyond).
 */
@Injectable()
export class UploadService {
  private readonly quota: { files: number; bytes: number };

  constructor(
    private readonly storage: FileStorage,
    private readonly files: MediaFileRepository,
    private readonly sniffer: FileSniffer,
    private readonly optimizer: ImageOptimizer,
    private readonly references: FileReferences,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.quota = { files: config.uploads.pendingFiles, bytes: config.uploads.pendingBytes };
  }

  async uploadImage(input: Uint8Array | undefined, ownerId: number): Promise<UploadedImage> {
    if (!input) throw new ValidationError(MESSAGES.imageMissing, 'image');
    if (input.byteLength < MIN_UPLOAD_BYTES) throw new ValidationError(MESSAGES.tooSmall, 'image');
    await this.checkQuota(ownerId, 0);
    const type = await this.sniffer.fromBytes(input);
    if (!type || !ACCEPTED_IMAGE_TYPES.has(type)) throw new ValidationError(MESSAGES.imageType, 'image');
    const image = await this.optimizer.optimize(input, type);
    const variants: Uint8Array[] = [];
    for (const width of VARIANT_WIDTHS) variants.push(await this.optimizer.resize(image.data, width));
    const file = await this.store(
      'image',
      ownerId,
      image.extension,
      image.contentType,
      image.data.byteLength,
      async (key) => {
        await Promise.all(
          variantKeys(key).map((variant, n) => this.storage.putBytes(variant, variants[n], 'image/webp')),
        );
        return this.storage.putBytes(key, image.data, image.contentType);
      },
    );
    return { url: file.url, publicId: file.id, width: image.width, height: image.height, size: file.size };
  }

  /** A private document (payment proof): images are re-encoded like any upload, a PDF is stored byte for byte. */
  async uploadDocument(input: Uint8Array | undefined, ownerId: number): Promise<MediaFile> {
    if (!input) throw new ValidationError(MESSAGES.proofMissing, 'file');
    if (input.byteLength < MIN_UPLOAD_BYTES) throw new ValidationError(MESSAGES.tooSmall, 'file');
    const type = await this.sniffer.fromBytes(input);
    if (!type || !ACCEPTED_PROOF_TYPES.has(type)) throw new ValidationError(MESSAGES.proofType, 'file');
    const file =
      type === 'application/pdf'
        ? { data: input, contentType: type, extension: 'pdf' }
        : await this.optimizer.optimize(input, type);
    return this.store('document', ownerId, file.extension, file.contentType, file.data.byteLength, (key) =>
      this.storage.putBytes(key, file.data, file.contentType),
    );
  }

  /** A public PDF (marketing material), streamed from a temporary file like a video and kept byte for byte. */
  async uploadPdf(upload: { path: string; size: number } | undefined, ownerId: number): Promise<MediaFile> {
    if (!upload) throw new ValidationError(MESSAGES.pdfMissing, 'file');
    if (upload.size < MIN_UPLOAD_BYTES) throw new ValidationError(MESSAGES.tooSmall, 'file');
    await this.checkQuota(ownerId, upload.size);
    const type = await this.sniffer.fromFile(upload.path);
    if (type !== 'application/pdf') throw new ValidationError(MESSAGES.pdfType, 'file');
    return this.store('pdf', ownerId, 'pdf', type, upload.size, (key) => this.storage.putFile(key, upload.path, type));
  }

  /** `path` is a temporary file on local disk (the caller removes it); it is streamed to storage. */
  async uploadVideo(upload: { path: string; size: number } | undefined, ownerId: number): Promise<MediaFile> {
    if (!upload) throw new ValidationError(MESSAGES.videoMissing, 'video');
    if (upload.size < MIN_UPLOAD_BYTES) throw new ValidationError(MESSAGES.tooSmall, 'video');
    await this.checkQuota(ownerId, upload.size);
    const type = await this.sniffer.fromFile(upload.path);
    const extension = type ? ACCEPTED_VIDEO_TYPES[type] : undefined;
    if (!type || !extension) throw new ValidationError(MESSAGES.videoType, 'video');
    return this.store('video', ownerId, extension, type, upload.size, (key) =>
      this.storage.putFile(key, upload.path, type),
    );
  }

  private async store(
    kind: MediaKind,
    ownerId: number,
    extension: string,
    contentType: string,
    size: number,
    put: (key: string) => Promise<{ url: string }>,
  ): Promise<MediaFile> {
    const id = randomUUID();
    const key = newStorageKey(kind, id, extension);
    let url: string;
    try {
      ({ url } = await put(key));
    } catch (error) {
      await this.deleteWithVariants(key);
      throw error;
    }
    try {
      // The quota is checked again under a per-owner lock: parallel uploads cannot all pass the early check together.
      return await this.tx.run(async () => {
        await this.tx.lock('media_files', ownerId);
        await this.checkQuota(ownerId, size);
        return this.files.create({ id, key, url, kind, contentType, size, ownerId });
      });
    } catch (error) {
      await this.deleteWithVariants(key);
      throw error;
    }
  }

  private async deleteWithVariants(key: string): Promise<void> {
    await Promise.all([key, ...variantKeys(key)].map((k) => this.storage.delete(k).catch(() => undefined)));
  }

  private async checkQuota(ownerId: number, size: number): Promise<void> {
    if (pendingQuotaExceeded(await this.references.unattachedUsage(ownerId), size, this.quota)) {
      throw new QuotaExceededError(pendingQuotaMessage(this.quota));
    }
  }
}
