import { galleryImageDraft } from '../domain/gallery-image.js';
import { GalleryImageRepository } from '../domain/gallery-image.repository.js';
import { SellerItemsService } from './seller-items.service.js';

export const MAX_GALLERY_IMAGES = 60;

/** A seller's own gallery; the whole gallery is sent with every visit. */
export class GalleryService extends SellerItemsService(GalleryImageRepository, {
  files: ['imageUrl'],
  limit: MAX_GALLERY_IMAGES,
  full: `Tu galería ya tiene el máximo de ${MAX_GALLERY_IMAGES} imágenes; elimina alguna para agregar otra`,
  draft: galleryImageDraft,
}) {}
