import { ProductFeaturesService } from '../../application/product-features.service.js';
import { adminContentController } from './admin-content.controller.js';
import { ProductFeatureDto, ProductFeatureInputDto } from './dto/product-feature.dto.js';

export const AdminProductFeaturesController = adminContentController({
  name: 'AdminProductFeaturesController',
  path: 'admin/product-features',
  tag: 'Administración: características',
  service: ProductFeaturesService,
  dto: ProductFeatureDto,
  input: ProductFeatureInputDto,
  audit: 'product_feature',
  filterExample: '{"q":"energía","productType":"multydrink","active":true}',
  summaries: {
    list: 'Características de producto, activas o no (contrato ra-data-simple-rest)',
    get: 'Una característica',
    create: 'Crea una característica (beneficios e ingredientes vacíos se descartan)',
    update: 'Reemplaza una característica',
    delete: 'Elimina una característica y sus archivos',
  },
});
