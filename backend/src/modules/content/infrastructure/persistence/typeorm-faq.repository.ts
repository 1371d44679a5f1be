import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { FaqEntry } from '../../domain/faq-entry.js';
import { FaqRepository } from '../../domain/faq.repository.js';
import { FaqOrmEntity } from './faq.orm-entity.js';
import { OrmTable } from './orm-table.js';

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['order', 'question', 'createdAt'],
  searchable: ['question', 'answer'],
  filterable: ['order'],
};

@Injectable()
export class TypeOrmFaqRepository extends OrmTable<FaqOrmEntity> implements FaqRepository {
  constructor(tx: Transactions) {
    super(tx, FaqOrmEntity, FaqRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<FaqEntry>> {
    return findPage(this.tx.repo(FaqOrmEntity).createQueryBuilder('e'), query, LIST_RULES);
  }

  listByOrder(): Promise<FaqEntry[]> {
    return this.list({}, { order: 'ASC', id: 'ASC' });
  }
}
