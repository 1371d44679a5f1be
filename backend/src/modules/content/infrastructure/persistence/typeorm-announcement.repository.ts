import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { Announcement, Audience } from '../../domain/announcement.js';
import { AnnouncementRepository } from '../../domain/announcement.repository.js';
import { AnnouncementOrmEntity } from './announcement.orm-entity.js';
import { OrmTable } from './orm-table.js';

const SHOWN_TO_AUDIENCE = `e.active AND (e."targetType" = 'all'
  OR (e."targetType" = 'city' AND trim(mh_fold(e."targetCity")) = trim(mh_fold(CAST(:city AS varchar))))
  OR (e."targetType" = 'country' AND trim(mh_fold(e."targetCountry")) = trim(mh_fold(CAST(:country AS varchar)))))`;

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['order', 'title', 'active', 'targetType', 'createdAt'],
  searchable: ['title', 'description'],
  filterable: ['active', 'targetType', 'targetCity', 'targetCountry'],
};

@Injectable()
export class TypeOrmAnnouncementRepository extends OrmTable<AnnouncementOrmEntity> implements AnnouncementRepository {
  constructor(tx: Transactions) {
    super(tx, AnnouncementOrmEntity, AnnouncementRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<Announcement>> {
    return findPage(this.tx.repo(AnnouncementOrmEntity).createQueryBuilder('e'), query, LIST_RULES);
  }

  listActive(): Promise<Announcement[]> {
    return this.list({ active: true }, { order: 'ASC', id: 'ASC' });
  }

  listActiveFor(audience: Audience): Promise<Announcement[]> {
    return this.rows
      .createQueryBuilder('e')
      .where(SHOWN_TO_AUDIENCE, { city: audience.city ?? null, country: audience.country ?? null })
      .orderBy('e."order"', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .getMany();
  }
}
