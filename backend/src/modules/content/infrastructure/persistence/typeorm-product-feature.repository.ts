import type { ProductFeature } from '../../domain/product-feature.js';
import { ProductFeatureRepository } from '../../domain/product-feature.repository.js';
import { OrmTableOf } from './orm-table.js';
import { ProductFeatureOrmEntity } from './product-feature.orm-entity.js';

export class TypeOrmProductFeatureRepository
  extends OrmTableOf(ProductFeatureRepository, ProductFeatureOrmEntity, {
    sortable: ['order', 'title', 'productType', 'active', 'createdAt', 'updatedAt'],
    searchable: ['title', 'description'],
    filterable: ['productType', 'active'],
  })
  implements ProductFeatureRepository
{
  listActive(): Promise<ProductFeature[]> {
    return this.list({ active: true }, { order: 'ASC', id: 'ASC' });
  }
}
