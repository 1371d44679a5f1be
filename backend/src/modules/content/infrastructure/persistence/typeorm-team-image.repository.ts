import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { TeamImage } from '../../domain/team-image.js';
import type { TeamImageRepository } from '../../domain/team-image.repository.js';
import { OrmTable } from './orm-table.js';
import { TeamImageOrmEntity } from './team-image.orm-entity.js';

@Injectable()
export class TypeOrmTeamImageRepository extends OrmTable<TeamImageOrmEntity> implements TeamImageRepository {
  constructor(tx: Transactions) {
    super(
      tx,
      TeamImageOrmEntity,
      {
        sortable: ['order', 'title', 'isActive', 'createdAt', 'updatedAt'],
        searchable: ['title', 'description'],
        filterable: ['isActive'],
      },
      'Imagen del equipo no encontrada',
    );
  }

  listActive(): Promise<TeamImage[]> {
    return this.list({ isActive: true }, { order: 'ASC', id: 'ASC' });
  }
}
