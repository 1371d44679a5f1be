import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { TeamImage, TeamImageDraft } from '../../domain/team-image.js';
import { TeamImageRepository } from '../../domain/team-image.repository.js';
import { OrmTable } from './orm-table.js';
import { TeamImageOrmEntity } from './team-image.orm-entity.js';

@Injectable()
export class TypeOrmTeamImageRepository extends TeamImageRepository {
  private readonly table: OrmTable<TeamImageOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(
      tx,
      TeamImageOrmEntity,
      { sortable: ['order', 'title', 'isActive', 'createdAt', 'updatedAt'], searchable: ['title', 'description'], filterable: ['isActive'] },
      'Imagen del equipo no encontrada',
    );
  }

  listActive(): Promise<TeamImage[]> {
    return this.table.list({ isActive: true }, { order: 'ASC', id: 'ASC' });
  }

  findPage(query: ListQuery): Promise<Page<TeamImage>> {
    return this.table.findPage(query);
  }

  findById(id: number): Promise<TeamImage | null> {
    return this.table.findById(id);
  }

  create(draft: TeamImageDraft): Promise<TeamImage> {
    return this.table.create(draft);
  }

  update(id: number, draft: TeamImageDraft): Promise<TeamImage> {
    return this.table.update(id, draft);
  }

  delete(id: number): Promise<void> {
    return this.table.delete(id);
  }
}
