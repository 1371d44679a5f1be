import { GalleryService } from '../../application/gallery.service.js';
import { GalleryImageDto, GalleryImageInputDto } from './dto/gallery-image.dto.js';
import { sellerItemsController } from './seller-items.controller.js';

export const SellerGalleryController = sellerItemsController({
  name: 'SellerGalleryController',
  createOperation: 'add',
  path: 'protected/gallery',
  tag: 'Distribuidor: mi galería',
  service: GalleryService,
  dto: GalleryImageDto,
  input: GalleryImageInputDto,
  summaries: {
    list: 'Mis imágenes, activas o no, las más recientes primero',
    create: 'Agrega una imagen a mi galería',
    update: 'Actualiza una de mis imágenes; la imagen reemplazada se borra',
    delete: 'Elimina una de mis imágenes y su archivo',
  },
});
