import { Injectable } from '@nestjs/common';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { Testimonial, TestimonialDraft } from '../../domain/testimonial.js';
import { TestimonialRepository } from '../../domain/testimonial.repository.js';
import { TestimonialOrmEntity } from './testimonial.orm-entity.js';
import { OrmTable } from './orm-table.js';

/** What the admin's list may be sorted, searched and filtered by. */
const LIST_RULES: ListQueryRules = {
  sortable: ['createdAt', 'name', 'city', 'rating'],
  defaultOrder: 'DESC',
  searchable: ['name', 'city', 'message'],
  filterable: ['rating', 'city'],
};

@Injectable()
export class TypeOrmTestimonialRepository extends OrmTable<TestimonialOrmEntity> implements TestimonialRepository {
  constructor(tx: Transactions) {
    super(tx, TestimonialOrmEntity, TestimonialRepository.notFound);
  }

  findPage(query: ListQuery): Promise<Page<Testimonial>> {
    return findPage(
      this.tx.repo(TestimonialOrmEntity).createQueryBuilder('e').where('e."isGlobal"'),
      query,
      LIST_RULES,
    );
  }

  listGlobal(): Promise<Testimonial[]> {
    return this.list({ isGlobal: true }, { createdAt: 'DESC', id: 'DESC' });
  }

  listByMember(memberId: number): Promise<Testimonial[]> {
    return this.list({ userId: memberId }, { createdAt: 'DESC', id: 'DESC' });
  }

  /** The admin's testimonials are global ones. */
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
