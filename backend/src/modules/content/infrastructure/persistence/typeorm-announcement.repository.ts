import type { Announcement, Audience } from '../../domain/announcement.js';
import { AnnouncementRepository } from '../../domain/announcement.repository.js';
import { AnnouncementOrmEntity } from './announcement.orm-entity.js';
import { OrmTableOf } from './orm-table.js';

const SHOWN_TO_AUDIENCE = `e.active AND (e."targetType" = 'all'
  OR (e."targetType" = 'city' AND lower(trim(e."targetCity")) = lower(trim(CAST(:city AS varchar))))
  OR (e."targetType" = 'country' AND lower(trim(e."targetCountry")) = lower(trim(CAST(:country AS varchar)))))`;

export class TypeOrmAnnouncementRepository
  extends OrmTableOf(AnnouncementRepository, AnnouncementOrmEntity, {
    sortable: ['order', 'title', 'active', 'targetType', 'createdAt'],
    searchable: ['title', 'description'],
    filterable: ['active', 'targetType', 'targetCity', 'targetCountry'],
  })
  implements AnnouncementRepository
{
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
