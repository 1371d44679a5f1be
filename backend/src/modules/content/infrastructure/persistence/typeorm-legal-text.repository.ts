import type { LegalKind, LegalText } from '../../domain/legal-text.js';
import { LegalTextRepository } from '../../domain/legal-text.repository.js';
import { LegalTextOrmEntity } from './legal-text.orm-entity.js';
import { OrmTableOf } from './orm-table.js';

export class TypeOrmLegalTextRepository
  extends OrmTableOf(LegalTextRepository, LegalTextOrmEntity, {
    sortable: ['kind', 'title', 'updatedAt'],
    searchable: ['title', 'body'],
    filterable: ['kind'],
  })
  implements LegalTextRepository
{
  findByKind(kind: LegalKind): Promise<LegalText | null> {
    return this.rows.findOneBy({ kind });
  }
}
