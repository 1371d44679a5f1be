import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { Announcement, Audience } from '../../domain/announcement.js';
import type { AnnouncementRepository } from '../../domain/announcement.repository.js';
import { AnnouncementOrmEntity } from './announcement.orm-entity.js';
import { OrmTable } from './orm-table.js';

const SHOWN_TO_AUDIENCE = `e.active AND (e."targetType" = 'all'
  OR (e."targetType" = 'city' AND lower(trim(e."targetCity")) = lower(trim(CAST(:city AS varchar))))
  OR (e."targetType" = 'country' AND lower(trim(e."targetCountry")) = lower(trim(CAST(:country AS varchar)))))`;

@Injectable()
export class TypeOrmAnnouncementRepository extends OrmTable<AnnouncementOrmEntity> implements AnnouncementRepository {
  constructor(tx: Transactions) {
    super(
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
