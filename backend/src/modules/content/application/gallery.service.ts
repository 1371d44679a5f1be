import { Injectable } from '@nestjs/common';
import { galleryImageDraft, type GalleryImage, type GalleryImageInput } from '../domain/gallery-image.js';
import { GalleryImageRepository } from '../domain/gallery-image.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

/** A seller's own gallery; another member's images are reported as not found. */
@Injectable()
export class GalleryService {
  constructor(private readonly images: GalleryImageRepository, private readonly changes: RecordChanges) {}

  mine(sellerId: number): Promise<GalleryImage[]> {
    return this.images.listByMember(sellerId);
  }

  add(sellerId: number, input: GalleryImageInput): Promise<GalleryImage> {
    return this.images.create(galleryImageDraft(input), sellerId);
  }

  update(sellerId: number, id: number, input: GalleryImageInput): Promise<GalleryImage> {
    return this.changes.update(this.images, this.target(sellerId, id), (existing) => galleryImageDraft(input, existing));
  }

  delete(sellerId: number, id: number): Promise<GalleryImage> {
    return this.changes.delete(this.images, this.target(sellerId, id));
  }

  private target(sellerId: number, id: number): RecordTarget<GalleryImage> {
    return { id, notFound: 'Imagen no encontrada', visible: (image) => image.userId === sellerId, files: ['imageUrl'] };
  }
}
