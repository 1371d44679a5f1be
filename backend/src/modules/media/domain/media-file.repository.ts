import type { MediaFile } from './media-file.js';

export abstract class MediaFileRepository {
  abstract create(file: Omit<MediaFile, 'createdAt'>): Promise<MediaFile>;
  abstract findById(id: string): Promise<MediaFile | null>;
  abstract findByUrl(url: string): Promise<MediaFile | null>;
  abstract findByKey(key: string): Promise<MediaFile | null>;
  abstract findByOwner(ownerId: number): Promise<MediaFile[]>;
  abstract findAll(): Promise<MediaFile[]>;
  abstract changeUrl(id: string, url: string): Promise<void>;
  abstract delete(id: string): Promise<void>;
  abstract deleteByUrl(url: string): Promise<void>;
}
