import type {
  DeepPartial,
  EntityTarget,
  FindOptionsOrder,
  FindOptionsWhere,
  QueryDeepPartialEntity,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';
import { findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import type { Transactions } from '../../../../platform/database/transactions.js';
import { NotFoundError } from '../../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';

/** The row operations every content table shares; each repository adapter composes one instead of repeating them. */
export class OrmTable<E extends { id: number }> {
  constructor(
    private readonly tx: Transactions,
    private readonly entity: EntityTarget<E>,
    private readonly rules: ListQueryRules,
    /** Message of the 404 when an updated row has vanished. */
    private readonly notFound: string,
  ) {}

  get rows(): Repository<E> {
    return this.tx.repo(this.entity);
  }

  findById(id: number): Promise<E | null> {
    return this.rows.findOneBy({ id } as FindOptionsWhere<E>);
  }

  list(where: FindOptionsWhere<E>, order: FindOptionsOrder<E>): Promise<E[]> {
    return this.rows.find({ where, order });
  }

  /** A simple-rest page over alias `e`, optionally narrowed first (e.g. global testimonials only). */
  findPage(query: ListQuery, scope?: (qb: SelectQueryBuilder<E>) => void): Promise<Page<E>> {
    const qb = this.rows.createQueryBuilder('e');
    scope?.(qb);
    return findPage(qb, query, this.rules);
  }

  create(values: DeepPartial<E>): Promise<E> {
    return this.rows.save(this.rows.create(values));
  }

  async update(id: number, values: DeepPartial<E>): Promise<E> {
    await this.rows.update(id, values as QueryDeepPartialEntity<E>);
    const row = await this.findById(id);
    if (!row) throw new NotFoundError(this.notFound);
    return row;
  }

  async delete(id: number): Promise<void> {
    await this.rows.delete(id);
  }
}
