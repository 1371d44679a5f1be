import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { Product } from '../../domain/product.js';
import { ProductRepository } from '../../domain/product.repository.js';
import { ProductOrmEntity } from './product.orm-entity.js';
import { OrmTable } from './orm-table.js';

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['createdAt', 'name', 'price', 'minPrice', 'type'],
  searchable: ['name', 'description'],
  filterable: ['type'],
};

@Injectable()
export class TypeOrmProductRepository extends OrmTable<ProductOrmEntity> implements ProductRepository {
  constructor(tx: Transactions) {
    super(tx, ProductOrmEntity, ProductRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<Product>> {
    return findPage(this.tx.repo(ProductOrmEntity).createQueryBuilder('e'), query, LIST_RULES);
  }

  listAll(): Promise<Product[]> {
    return this.list({}, { createdAt: 'ASC', id: 'ASC' });
  }
}
