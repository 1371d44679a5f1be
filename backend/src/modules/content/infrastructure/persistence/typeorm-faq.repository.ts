import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { FaqEntry } from '../../domain/faq-entry.js';
import type { FaqRepository } from '../../domain/faq.repository.js';
import { FaqOrmEntity } from './faq.orm-entity.js';
import { OrmTable } from './orm-table.js';

@Injectable()
export class TypeOrmFaqRepository extends OrmTable<FaqOrmEntity> implements FaqRepository {
  constructor(tx: Transactions) {
    super(
      tx,
      FaqOrmEntity,
      { sortable: ['order', 'question', 'createdAt'], searchable: ['question', 'answer'], filterable: ['order'] },
      'Pregunta no encontrada',
    );
  }

  listByOrder(): Promise<FaqEntry[]> {
    return this.list({}, { order: 'ASC', id: 'ASC' });
  }
}
