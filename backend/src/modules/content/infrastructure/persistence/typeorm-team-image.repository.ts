import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { TeamImage } from '../../domain/team-image.js';
import { TeamImageRepository } from '../../domain/team-image.repository.js';
import { TeamImageOrmEntity } from './team-image.orm-entity.js';
import { OrmTable } from './orm-table.js';

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['order', 'title', 'isActive', 'createdAt', 'updatedAt'],
  searchable: ['title', 'description'],
  filterable: ['isActive'],
};

@Injectable()
export class TypeOrmTeamImageRepository extends OrmTable<TeamImageOrmEntity> implements TeamImageRepository {
  constructor(tx: Transactions) {
    super(tx, TeamImageOrmEntity, TeamImageRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<TeamImage>> {
    return findPage(this.tx.repo(TeamImageOrmEntity).createQueryBuilder('e'), query, LIST_RULES);
  }

  listActive(): Promise<TeamImage[]> {
    return this.list({ isActive: true }, { order: 'ASC', id: 'ASC' });
  }
}
