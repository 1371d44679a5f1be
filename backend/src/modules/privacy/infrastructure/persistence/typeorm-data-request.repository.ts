import { Injectable } from '@nestjs/common';
import { findIds, findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import { ValidationError } from '../../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { DataRequest, NewDataRequest } from '../../domain/data-request.js';
import { DataRequestRepository } from '../../domain/data-request.repository.js';
import { DataRequestOrmEntity } from './data-request.orm-entity.js';

const LIST_RULES: ListQueryRules = {
  sortable: ['createdAt', 'dueDate', 'status', 'type', 'name'],
  defaultOrder: 'DESC',
  searchable: ['name', 'email', 'message'],
  filterable: ['status', 'type'],
};

@Injectable()
export class TypeOrmDataRequestRepository extends DataRequestRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  create(request: NewDataRequest): Promise<DataRequest> {
    return this.tx.repo(DataRequestOrmEntity).save({ ...request, status: 'pendiente' });
  }

  findPage(query: ListQuery, today: string): Promise<Page<DataRequest>> {
    const { qb, filter } = this.filtered(query, today);
    return findPage(qb, { ...query, filter }, LIST_RULES);
  }

  findIds(query: ListQuery, today: string): Promise<number[]> {
    const { qb, filter } = this.filtered(query, today);
    return findIds(qb, { ...query, filter }, LIST_RULES);
  }

  private filtered(query: ListQuery, today: string) {
    const { overdue, ...filter } = query.filter;
    const qb = this.tx.repo(DataRequestOrmEntity).createQueryBuilder('e');
    if (overdue !== undefined && overdue !== '') {
      if (typeof overdue !== 'boolean') throw new ValidationError('El filtro overdue debe ser true o false', 'filter');
      qb.andWhere(
        overdue
          ? `e.status = 'pendiente' AND e."dueDate" < :today`
          : `NOT (e.status = 'pendiente' AND e."dueDate" < :today)`,
        { today },
      );
    }
    return { qb, filter };
  }

  findById(id: number): Promise<DataRequest | null> {
    return this.tx.repo(DataRequestOrmEntity).findOneBy({ id });
  }

  async answer(id: number, answer: string): Promise<DataRequest | null> {
    const result = await this.tx
      .repo(DataRequestOrmEntity)
      .createQueryBuilder()
      .update()
      .set({ status: 'respondida', answer, answeredAt: () => 'now()' })
      .where(`id = :id AND status = 'pendiente'`, { id })
      .execute();
    // Read back through the entity, so the due date keeps its 'YYYY-MM-DD' form.
    return result.affected ? this.findById(id) : null;
  }
}
