import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { ProductFeature } from '../../domain/product-feature.js';
import { ProductFeatureRepository } from '../../domain/product-feature.repository.js';
import { ProductFeatureOrmEntity } from './product-feature.orm-entity.js';
import { OrmTable } from './orm-table.js';

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['order', 'title', 'productType', 'active', 'createdAt', 'updatedAt'],
  searchable: ['title', 'description'],
  filterable: ['productType', 'active'],
};

@Injectable()
export class TypeOrmProductFeatureRepository
  extends OrmTable<ProductFeatureOrmEntity>
  implements ProductFeatureRepository
{
  constructor(tx: Transactions) {
    super(tx, ProductFeatureOrmEntity, ProductFeatureRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<ProductFeature>> {
    return findPage(this.tx.repo(ProductFeatureOrmEntity).createQueryBuilder('e'), query, LIST_RULES);
  }

  listActive(): Promise<ProductFeature[]> {
    return this.list({ active: true }, { order: 'ASC', id: 'ASC' });
  }
}
