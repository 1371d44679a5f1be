import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { Testimonial, TestimonialDraft } from '../../domain/testimonial.js';
import { TestimonialRepository } from '../../domain/testimonial.repository.js';
import { OrmTable } from './orm-table.js';
import { TestimonialOrmEntity } from './testimonial.orm-entity.js';

@Injectable()
export class TypeOrmTestimonialRepository extends TestimonialRepository {
  private readonly table: OrmTable<TestimonialOrmEntity>;

  constructor(tx: Transactions) {
    super();
    this.table = new OrmTable(
      tx,
      TestimonialOrmEntity,
      {
        sortable: ['createdAt', 'name', 'city', 'rating'],
        defaultOrder: 'DESC',
        searchable: ['name', 'city', 'message'],
        filterable: ['rating', 'city'],
      },
      'Testimonio no encontrado',
    );
  }

  listGlobal(): Promise<Testimonial[]> {
    return this.table.list({ isGlobal: true }, { createdAt: 'DESC', id: 'DESC' });
  }

  findGlobalPage(query: ListQuery): Promise<Page<Testimonial>> {
    return this.table.findPage(query, (qb) => qb.where('e."isGlobal"'));
  }

  listByMember(memberId: number): Promise<Testimonial[]> {
    return this.table.list({ userId: memberId }, { createdAt: 'DESC', id: 'DESC' });
  }

  findById(id: number): Promise<Testimonial | null> {
    return this.table.findById(id);
  }

  create(draft: TestimonialDraft, owner: number | null): Promise<Testimonial> {
    return this.table.create({ ...draft, userId: owner, isGlobal: owner === null });
  }

  createForMember(draft: TestimonialDraft, memberId: number, limit: number): Promise<Testimonial | null> {
    return this.table.createWithinLimit({ ...draft, userId: memberId, isGlobal: false }, { column: 'userId', id: memberId, limit });
  }

  update(id: number, draft: TestimonialDraft): Promise<Testimonial> {
    return this.table.update(id, draft);
  }

  delete(id: number): Promise<void> {
    return this.table.delete(id);
  }
}
