import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { Product } from '../../domain/product.js';
import type { ProductRepository } from '../../domain/product.repository.js';
import { OrmTable } from './orm-table.js';
import { ProductOrmEntity } from './product.orm-entity.js';

@Injectable()
export class TypeOrmProductRepository extends OrmTable<ProductOrmEntity> implements ProductRepository {
  constructor(tx: Transactions) {
    super(
      tx,
      ProductOrmEntity,
      {
        sortable: ['createdAt', 'name', 'price', 'minPrice', 'type'],
        searchable: ['name', 'description'],
        filterable: ['type'],
      },
      'Producto no encontrado',
    );
  }

  listAll(): Promise<Product[]> {
    return this.list({}, { createdAt: 'ASC', id: 'ASC' });
  }
}
