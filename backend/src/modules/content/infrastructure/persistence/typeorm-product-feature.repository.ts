import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { ProductFeature, ProductFeatureDraft } from '../../domain/product-feature.js';
import { ProductFeatureRepository } from '../../domain/product-feature.repository.js';
import { OrmTable } from './orm-table.js';
import { ProductFeatureOrmEntity } from './product-feature.orm-entity.js';

@Injectable()
export class TypeOrmProductFeatureRepository extends ProductFeatureRepository {
  private readonly table: OrmTable<ProductFeatureOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(
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
    return this.table.list({ active: true }, { order: 'ASC', id: 'ASC' });
  }

  findPage(query: ListQuery): Promise<Page<ProductFeature>> {
    return this.table.findPage(query);
  }

  findById(id: number): Promise<ProductFeature | null> {
    return this.table.findById(id);
  }

  create(draft: ProductFeatureDraft): Promise<ProductFeature> {
    return this.table.create(draft);
  }

  update(id: number, draft: ProductFeatureDraft): Promise<ProductFeature> {
    return this.table.update(id, draft);
  }

  delete(id: number): Promise<void> {
    return this.table.delete(id);
  }
}
