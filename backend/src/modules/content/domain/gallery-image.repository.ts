import type { GalleryImage, GalleryImageDraft } from './gallery-image.js';

export abstract class GalleryImageRepository {
  static readonly notFound = 'Imagen no encontrada';
  /** A seller's images, active or not, newest first (the order of the public page). */
  abstract listByMember(memberId: number): Promise<GalleryImage[]>;
  abstract findById(id: number): Promise<GalleryImage | null>;
  /** A seller's new image, unless they already have `limit` (then null); holds under concurrent calls. */
  abstract createForMember(draft: GalleryImageDraft, memberId: number, limit: number): Promise<GalleryImage | null>;
  abstract update(id: number, draft: GalleryImageDraft): Promise<GalleryImage>;
  abstract delete(id: number): Promise<void>;
}
