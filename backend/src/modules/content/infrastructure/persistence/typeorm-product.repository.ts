import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { Product, ProductDraft } from '../../domain/product.js';
import { ProductRepository } from '../../domain/product.repository.js';
import { OrmTable } from './orm-table.js';
import { ProductOrmEntity } from './product.orm-entity.js';

@Injectable()
export class TypeOrmProductRepository extends ProductRepository {
  private readonly table: OrmTable<ProductOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(
      tx,
      ProductOrmEntity,
      { sortable: ['createdAt', 'name', 'price', 'minPrice', 'type'], searchable: ['name', 'description'], filterable: ['type'] },
      'Producto no encontrado',
    );
  }

  listAll(): Promise<Product[]> {
    return this.table.list({}, { createdAt: 'ASC', id: 'ASC' });
  }

  findPage(query: ListQuery): Promise<Page<Product>> {
    return this.table.findPage(query);
  }

  findById(id: number): Promise<Product | null> {
    return this.table.findById(id);
  }

  create(draft: ProductDraft): Promise<Product> {
    return this.table.create(draft);
  }

  update(id: number, draft: ProductDraft): Promise<Product> {
    return this.table.update(id, draft);
  }

  delete(id: number): Promise<void> {
    return this.table.delete(id);
  }
}
