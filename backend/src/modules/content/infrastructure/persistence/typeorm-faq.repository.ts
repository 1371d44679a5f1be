import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { FaqDraft, FaqEntry } from '../../domain/faq-entry.js';
import { FaqRepository } from '../../domain/faq.repository.js';
import { FaqOrmEntity } from './faq.orm-entity.js';
import { OrmTable } from './orm-table.js';

@Injectable()
export class TypeOrmFaqRepository extends FaqRepository {
  private readonly table: OrmTable<FaqOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(
      tx,
      FaqOrmEntity,
      { sortable: ['order', 'question', 'createdAt'], searchable: ['question', 'answer'], filterable: ['order'] },
      'Pregunta no encontrada',
    );
  }

  listByOrder(): Promise<FaqEntry[]> {
    return this.table.list({}, { order: 'ASC', id: 'ASC' });
  }

  findPage(query: ListQuery): Promise<Page<FaqEntry>> {
    return this.table.findPage(query);
  }

  findById(id: number): Promise<FaqEntry | null> {
    return this.table.findById(id);
  }

  create(draft: FaqDraft): Promise<FaqEntry> {
    return this.table.create(draft);
  }

  update(id: number, draft: FaqDraft): Promise<FaqEntry> {
    return this.table.update(id, draft);
  }

  delete(id: number): Promise<void> {
    return this.table.delete(id);
  }
}
