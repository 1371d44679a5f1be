import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { GalleryImage, GalleryImageDraft } from '../../domain/gallery-image.js';
import { GalleryImageRepository } from '../../domain/gallery-image.repository.js';
import { GalleryImageOrmEntity } from './gallery-image.orm-entity.js';
import { OrmTable } from './orm-table.js';

@Injectable()
export class TypeOrmGalleryImageRepository extends GalleryImageRepository {
  private readonly table: OrmTable<GalleryImageOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(tx, GalleryImageOrmEntity, { sortable: ['createdAt'], defaultOrder: 'DESC' }, 'Imagen no encontrada');
  }

  listByMember(memberId: number): Promise<GalleryImage[]> {
    return this.table.list({ userId: memberId }, { createdAt: 'DESC', id: 'DESC' });
  }

  findById(id: number): Promise<GalleryImage | null> {
    return this.table.findById(id);
  }

  createForMember(draft: GalleryImageDraft, memberId: number, limit: number): Promise<GalleryImage | null> {
    return this.table.createWithinLimit({ ...draft, userId: memberId }, { column: 'userId', id: memberId, limit });
  }

  update(id: number, draft: GalleryImageDraft): Promise<GalleryImage> {
    return this.table.update(id, draft);
  }

  delete(id: number): Promise<void> {
    return this.table.delete(id);
  }
}
