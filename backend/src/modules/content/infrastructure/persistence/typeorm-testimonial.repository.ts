import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { Testimonial, TestimonialDraft } from '../../domain/testimonial.js';
import { TestimonialRepository } from '../../domain/testimonial.repository.js';
import { OrmTableOf } from './orm-table.js';
import { TestimonialOrmEntity } from './testimonial.orm-entity.js';

export class TypeOrmTestimonialRepository
  extends OrmTableOf(TestimonialRepository, TestimonialOrmEntity, {
    sortable: ['createdAt', 'name', 'city', 'rating'],
    defaultOrder: 'DESC',
    searchable: ['name', 'city', 'message'],
    filterable: ['rating', 'city'],
  })
  implements TestimonialRepository
{
  listGlobal(): Promise<Testimonial[]> {
    return this.list({ isGlobal: true }, { createdAt: 'DESC', id: 'DESC' });
  }

  override findPage(query: ListQuery): Promise<Page<Testimonial>> {
    return super.findPage(query, (qb) => qb.where('e."isGlobal"'));
  }

  listByMember(memberId: number): Promise<Testimonial[]> {
    return this.list({ userId: memberId }, { createdAt: 'DESC', id: 'DESC' });
  }

  override create(draft: TestimonialDraft): Promise<Testimonial> {
    return super.create({ ...draft, userId: null, isGlobal: true });
  }

  createForMember(draft: TestimonialDraft, memberId: number, limit: number): Promise<Testimonial | null> {
    return this.createWithinLimit(
      { ...draft, userId: memberId, isGlobal: false },
      { column: 'userId', id: memberId, limit },
    );
  }
}
