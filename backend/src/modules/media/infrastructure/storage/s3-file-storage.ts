import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
  type PutObjectCommandInput,
} from '@aws-sdk/client-s3';
import type { MediaConfig } from '../../../../shared/domain/settings.js';
import { FileStorage, type ListedObject, type StoredObject } from '../../domain/file-storage.js';
import { isPrivateKey, isSafeKey } from '../../domain/storage-key.js';
import { asStorageFailure } from '../../../../platform/storage-failure.js';

type S3Settings = NonNullable<MediaConfig['s3']>;

/**
 * Any S3-compatible object store; objects are public at `${S3_PUBLIC_URL}/<key>` (bucket policy set by the operator),
 * except keys under private/, which the policy must not grant (see the media README).
 */
export class S3FileStorage extends FileStorage {
  readonly name = 's3';
  readonly urlPrefixes: string[];
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    super();
    this.urlPrefixes = [`${settings.publicUrl}/`];
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Custom endpoints (MinIO, R2, s3rver…) rarely resolve bucket sub-domains.
      forcePathStyle: !!settings.endpoint,
      credentials: settings.accessKeyId
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey ?? '' }
        : undefined,
      // The SDK's default CRC trailers (aws-chunked bodies) are not understood by many S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async putBytes(key: string, data: Uint8Array, contentType: string): Promise<StoredObject> {
    await this.put(key, { Body: data, ContentLength: data.byteLength, ContentType: contentType });
    return { key, url: this.urlOf(key) };
  }

  async putFile(key: string, path: string, contentType: string): Promise<StoredObject> {
    const { size } = await stat(path);
    await this.put(key, { Body: createReadStream(path), ContentLength: size, ContentType: contentType });
    return { key, url: this.urlOf(key) };
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return object.Body ? await object.Body.transformToByteArray() : null;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async *list(): AsyncIterable<ListedObject> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.settings.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && isSafeKey(object.Key)) {
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
        }
      }
    }
  }

  urlOf(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }

  keyOf(url: string): string | null {
    const prefix = `${this.settings.publicUrl}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return isSafeKey(key) ? key : null;
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  private async put(
    key: string,
    body: Pick<PutObjectCommandInput, 'Body' | 'ContentLength' | 'ContentType'>,
  ): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`Clave de archivo no válida: ${key}`);
    await this.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ...body,
        // Private documents (private/…) are read through the API only; the bucket policy must leave that prefix out.
        CacheControl: isPrivateKey(key) ? 'private, no-store' : 'public, max-age=31536000, immutable',
        ContentDisposition: isPrivateKey(key) ? 'attachment' : 'inline',
      }),
    );
  }

  /** Writes and deletes: a store that is down or throttling answers 503, never a 500. */
  private async send(command: PutObjectCommand | DeleteObjectCommand): Promise<void> {
    try {
      await this.client.send(command);
    } catch (error) {
      throw asStorageFailure(error);
    }
  }
}
