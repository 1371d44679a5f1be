import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { LegalKind, LegalText, LegalTextDraft } from '../../domain/legal-text.js';
import { LegalTextRepository } from '../../domain/legal-text.repository.js';
import { LegalTextOrmEntity } from './legal-text.orm-entity.js';
import { OrmTable } from './orm-table.js';

@Injectable()
export class TypeOrmLegalTextRepository extends LegalTextRepository {
  private readonly table: OrmTable<LegalTextOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(tx, LegalTextOrmEntity, { sortable: ['kind', 'title', 'updatedAt'], searchable: ['title', 'body'], filterable: ['kind'] }, 'Texto legal no encontrado');
  }

  findByKind(kind: LegalKind): Promise<LegalText | null> {
    return this.table.rows.findOneBy({ kind });
  }

  findPage(query: ListQuery): Promise<Page<LegalText>> {
    return this.table.findPage(query);
  }

  findById(id: number): Promise<LegalText | null> {
    return this.table.findById(id);
  }

  update(id: number, draft: LegalTextDraft): Promise<LegalText> {
    return this.table.update(id, draft);
  }
}
