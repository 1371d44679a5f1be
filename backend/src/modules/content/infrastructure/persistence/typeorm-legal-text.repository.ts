import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { LegalKind, LegalText } from '../../domain/legal-text.js';
import type { LegalTextRepository } from '../../domain/legal-text.repository.js';
import { LegalTextOrmEntity } from './legal-text.orm-entity.js';
import { OrmTable } from './orm-table.js';

@Injectable()
export class TypeOrmLegalTextRepository extends OrmTable<LegalTextOrmEntity> implements LegalTextRepository {
  constructor(tx: Transactions) {
    super(
      tx,
      LegalTextOrmEntity,
      { sortable: ['kind', 'title', 'updatedAt'], searchable: ['title', 'body'], filterable: ['kind'] },
      'Texto legal no encontrado',
    );
  }

  findByKind(kind: LegalKind): Promise<LegalText | null> {
    return this.rows.findOneBy({ kind });
  }
}
