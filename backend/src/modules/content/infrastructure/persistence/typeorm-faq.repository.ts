import type { FaqEntry } from '../../domain/faq-entry.js';
import { FaqRepository } from '../../domain/faq.repository.js';
import { FaqOrmEntity } from './faq.orm-entity.js';
import { OrmTableOf } from './orm-table.js';

export class TypeOrmFaqRepository
  extends OrmTableOf(FaqRepository, FaqOrmEntity, {
    sortable: ['order', 'question', 'createdAt'],
    searchable: ['question', 'answer'],
    filterable: ['order'],
  })
  implements FaqRepository
{
  listByOrder(): Promise<FaqEntry[]> {
    return this.list({}, { order: 'ASC', id: 'ASC' });
  }
}
