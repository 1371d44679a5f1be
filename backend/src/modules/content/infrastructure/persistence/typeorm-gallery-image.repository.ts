import type { GalleryImage, GalleryImageDraft } from '../../domain/gallery-image.js';
import { GalleryImageRepository } from '../../domain/gallery-image.repository.js';
import { GalleryImageOrmEntity } from './gallery-image.orm-entity.js';
import { OrmTableOf } from './orm-table.js';

export class TypeOrmGalleryImageRepository
  extends OrmTableOf(GalleryImageRepository, GalleryImageOrmEntity, { sortable: ['createdAt'], defaultOrder: 'DESC' })
  implements GalleryImageRepository
{
  listByMember(memberId: number): Promise<GalleryImage[]> {
    return this.list({ userId: memberId }, { createdAt: 'DESC', id: 'DESC' });
  }

  createForMember(draft: GalleryImageDraft, memberId: number, limit: number): Promise<GalleryImage | null> {
    return this.createWithinLimit({ ...draft, userId: memberId }, { column: 'userId', id: memberId, limit });
  }
}
