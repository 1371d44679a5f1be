import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { Announcement, AnnouncementDraft, Audience } from '../../domain/announcement.js';
import { AnnouncementRepository } from '../../domain/announcement.repository.js';
import { AnnouncementOrmEntity } from './announcement.orm-entity.js';
import { OrmTable } from './orm-table.js';

const SHOWN_TO_AUDIENCE = `e.active AND (e."targetType" = 'all'
  OR (e."targetType" = 'city' AND lower(trim(e."targetCity")) = lower(trim(CAST(:city AS varchar))))
  OR (e."targetType" = 'country' AND lower(trim(e."targetCountry")) = lower(trim(CAST(:country AS varchar)))))`;

@Injectable()
export class TypeOrmAnnouncementRepository extends AnnouncementRepository {
  private readonly table: OrmTable<AnnouncementOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(
      tx,
      AnnouncementOrmEntity,
      {
        sortable: ['order', 'title', 'active', 'targetType', 'createdAt'],
        searchable: ['title', 'description'],
        filterable: ['active', 'targetType', 'targetCity', 'targetCountry'],
      },
      'Anuncio no encontrado',
    );
  }

  listActive(): Promise<Announcement[]> {
    return this.table.list({ active: true }, { order: 'ASC', id: 'ASC' });
  }

  listActiveFor(audience: Audience): Promise<Announcement[]> {
    return this.table.rows
      .createQueryBuilder('e')
      .where(SHOWN_TO_AUDIENCE, { city: audience.city ?? null, country: audience.country ?? null })
      .orderBy('e."order"', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .getMany();
  }

  findPage(query: ListQuery): Promise<Page<Announcement>> {
    return this.table.findPage(query);
  }

  findById(id: number): Promise<Announcement | null> {
    return this.table.findById(id);
  }

  create(draft: AnnouncementDraft): Promise<Announcement> {
    return this.table.create(draft);
  }

  update(id: number, draft: AnnouncementDraft): Promise<Announcement> {
    return this.table.update(id, draft);
  }

  delete(id: number): Promise<void> {
    return this.table.delete(id);
  }
}
