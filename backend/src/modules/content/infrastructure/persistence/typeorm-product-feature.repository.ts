import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ProductFeature } from '../../domain/product-feature.js';
import type { ProductFeatureRepository } from '../../domain/product-feature.repository.js';
import { OrmTable } from './orm-table.js';
import { ProductFeatureOrmEntity } from './product-feature.orm-entity.js';

@Injectable()
export class TypeOrmProductFeatureRepository
  extends OrmTable<ProductFeatureOrmEntity>
  implements ProductFeatureRepository
{
  constructor(tx: Transactions) {
    super(
      tx,
      ProductFeatureOrmEntity,
      {
        sortable: ['order', 'title', 'productType', 'active', 'createdAt', 'updatedAt'],
        searchable: ['title', 'description'],
        filterable: ['productType', 'active'],
      },
      'Característica no encontrada',
    );
  }

  listActive(): Promise<ProductFeature[]> {
    return this.list({ active: true }, { order: 'ASC', id: 'ASC' });
  }
}
