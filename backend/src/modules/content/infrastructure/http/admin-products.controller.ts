import { ProductsService } from '../../application/products.service.js';
import { adminContentController } from './admin-content.controller.js';
import { ProductDto, ProductInputDto } from './dto/product.dto.js';

export const AdminProductsController = adminContentController({
  name: 'AdminProductsController',
  path: 'admin/products',
  tag: 'Administración: productos',
  service: ProductsService,
  dto: ProductDto,
  input: ProductInputDto,
  audit: 'product',
  filterExample: '{"q":"multy","type":"multydrink"}',
  summaries: {
    list: 'Productos (contrato ra-data-simple-rest)',
    get: 'Un producto',
    create: 'Crea un producto (imagen obligatoria)',
    update: 'Reemplaza un producto (sin imagen conserva la actual)',
    delete: 'Elimina un producto, sus precios personalizados y su imagen',
  },
});
