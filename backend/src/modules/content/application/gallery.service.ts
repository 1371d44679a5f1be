import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../../shared/domain/errors.js';
import { galleryImageDraft, type GalleryImage, type GalleryImageInput } from '../domain/gallery-image.js';
import { GalleryImageRepository } from '../domain/gallery-image.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

/** Keeps a page light on a phone: the whole gallery is sent with every visit. */
export const MAX_GALLERY_IMAGES = 60;

/** A seller's own gallery: another member's images are reported as not found. */
@Injectable()
export class GalleryService {
  constructor(
    private readonly images: GalleryImageRepository,
    private readonly changes: RecordChanges,
  ) {}

  mine(sellerId: number): Promise<GalleryImage[]> {
    return this.images.listByMember(sellerId);
  }

  async create(sellerId: number, input: GalleryImageInput): Promise<GalleryImage> {
    const created = await this.images.createForMember(galleryImageDraft(input), sellerId, MAX_GALLERY_IMAGES);
    if (!created)
      throw new ValidationError(
        `Tu galería ya tiene el máximo de ${MAX_GALLERY_IMAGES} imágenes; elimina alguna para agregar otra`,
      );
    return created;
  }

  update(sellerId: number, id: number, input: GalleryImageInput): Promise<GalleryImage> {
    return this.changes.update(this.images, ownImage(sellerId, id), (existing) => galleryImageDraft(input, existing));
  }

  delete(sellerId: number, id: number): Promise<GalleryImage> {
    return this.changes.delete(this.images, ownImage(sellerId, id));
  }
}

function ownImage(sellerId: number, id: number): RecordTarget<GalleryImage> {
  return {
    id,
    notFound: GalleryImageRepository.notFound,
    visible: (image) => image.userId === sellerId,
    files: ['imageUrl'],
  };
}
