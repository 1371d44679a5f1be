import type { TeamImage } from '../../domain/team-image.js';
import { TeamImageRepository } from '../../domain/team-image.repository.js';
import { OrmTableOf } from './orm-table.js';
import { TeamImageOrmEntity } from './team-image.orm-entity.js';

export class TypeOrmTeamImageRepository
  extends OrmTableOf(TeamImageRepository, TeamImageOrmEntity, {
    sortable: ['order', 'title', 'isActive', 'createdAt', 'updatedAt'],
    searchable: ['title', 'description'],
    filterable: ['isActive'],
  })
  implements TeamImageRepository
{
  listActive(): Promise<TeamImage[]> {
    return this.list({ isActive: true }, { order: 'ASC', id: 'ASC' });
  }
}
