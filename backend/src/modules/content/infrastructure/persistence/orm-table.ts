import type {
  DeepPartial,
  EntityTarget,
  FindOptionsOrder,
  FindOptionsWhere,
  QueryDeepPartialEntity,
  Repository,
} from 'typeorm';
import type { Transactions } from '../../../../platform/database/transactions.js';
import { NotFoundError } from '../../../../shared/domain/errors.js';

/**
 * The row operations every content table shares (read by id, insert, update, delete, insert within a per-owner
 * limit): a repository adapter extends it and writes its page query and named reads itself.
 */
export abstract class OrmTable<E extends { id: number }> {
  constructor(
    protected readonly tx: Transactions,
    private readonly entity: EntityTarget<E>,
    /** Message of the 404 when an updated or deleted row has vanished. */
    private readonly notFound: string,
  ) {}

  protected get rows(): Repository<E> {
    return this.tx.repo(this.entity);
  }

  findById(id: number): Promise<E | null> {
    return this.rows.findOneBy({ id } as FindOptionsWhere<E>);
  }

  protected list(where: FindOptionsWhere<E>, order: FindOptionsOrder<E>): Promise<E[]> {
    return this.rows.find({ where, order });
  }

  create(values: DeepPartial<E>): Promise<E> {
    return this.insert(values);
  }

  /** Not overridable, unlike `create`, which adapters may narrow (the testimonials' owner). */
  private insert(values: DeepPartial<E>): Promise<E> {
    return this.rows.save(this.rows.create(values));
  }

  /**
   * Inserts unless the owner already has `limit` rows, or returns null. A transaction-scoped advisory lock per table
   * and owner makes the count and the insert one step, so concurrent additions cannot pass the limit together.
   */
  protected createWithinLimit(
    values: DeepPartial<E>,
    owner: { column: keyof E & string; id: number; limit: number },
  ): Promise<E | null> {
    return this.tx.run(async () => {
      await this.tx.lock(this.rows.metadata.tableName, owner.id);
      if ((await this.rows.countBy({ [owner.column]: owner.id } as FindOptionsWhere<E>)) >= owner.limit) return null;
      return this.insert(values);
    });
  }

  async update(id: number, values: DeepPartial<E>): Promise<E> {
    await this.rows.update(id, values as QueryDeepPartialEntity<E>);
    const row = await this.findById(id);
    if (!row) throw new NotFoundError(this.notFound);
    return row;
  }

  /** 404 when no row was deleted, so of concurrent deletes of one row only one succeeds (and releases its files). */
  async delete(id: number): Promise<void> {
    const { affected } = await this.rows.delete(id);
    if (!affected) throw new NotFoundError(this.notFound);
  }
}
