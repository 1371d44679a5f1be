import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { GalleryImage, GalleryImageDraft } from '../../domain/gallery-image.js';
import { GalleryImageRepository } from '../../domain/gallery-image.repository.js';
import { GalleryImageOrmEntity } from './gallery-image.orm-entity.js';
import { OrmTable } from './orm-table.js';

@Injectable()
export class TypeOrmGalleryImageRepository extends OrmTable<GalleryImageOrmEntity> implements GalleryImageRepository {
  constructor(tx: Transactions) {
    super(tx, GalleryImageOrmEntity, GalleryImageRepository.notFound);
  }

  listByMember(memberId: number): Promise<GalleryImage[]> {
    return this.list({ userId: memberId }, { createdAt: 'DESC', id: 'DESC' });
  }

  createForMember(draft: GalleryImageDraft, memberId: number, limit: number): Promise<GalleryImage | null> {
    return this.createWithinLimit({ ...draft, userId: memberId }, { column: 'userId', id: memberId, limit });
  }
}
