import type { Product } from '../../domain/product.js';
import { ProductRepository } from '../../domain/product.repository.js';
import { OrmTableOf } from './orm-table.js';
import { ProductOrmEntity } from './product.orm-entity.js';

export class TypeOrmProductRepository
  extends OrmTableOf(ProductRepository, ProductOrmEntity, {
    sortable: ['createdAt', 'name', 'price', 'minPrice', 'type'],
    searchable: ['name', 'description'],
    filterable: ['type'],
  })
  implements ProductRepository
{
  listAll(): Promise<Product[]> {
    return this.list({}, { createdAt: 'ASC', id: 'ASC' });
  }
}
