import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { LegalKind, LegalText } from '../../domain/legal-text.js';
import { LegalTextRepository } from '../../domain/legal-text.repository.js';
import { LegalTextOrmEntity } from './legal-text.orm-entity.js';
import { OrmTable } from './orm-table.js';

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['kind', 'title', 'updatedAt'],
  searchable: ['title', 'body'],
  filterable: ['kind'],
};

@Injectable()
export class TypeOrmLegalTextRepository extends OrmTable<LegalTextOrmEntity> implements LegalTextRepository {
  constructor(tx: Transactions) {
    super(tx, LegalTextOrmEntity, LegalTextRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<LegalText>> {
    return findPage(this.tx.repo(LegalTextOrmEntity).createQueryBuilder('e'), query, LIST_RULES);
  }

  findByKind(kind: LegalKind): Promise<LegalText | null> {
    return this.rows.findOneBy({ kind });
  }
}
