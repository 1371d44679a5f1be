import type { DeepPartial, EntityTarget, FindManyOptions } from 'typeorm';
import type { Transactions } from './transactions.js';

const FIRST = { order: { id: 'ASC' }, take: 1 };

/**
 * The base class of a setting held in one row (the corporate video, the account pricing): the first row is the
 * record, and saving updates it in place or creates it once. A transaction-scoped lock on the table keeps two first
 * saves from creating two rows. The adapter passes its entity and says how a row becomes the port's type.
 */
export abstract class SingleRowTable<E extends { id: number }, T> {
  constructor(
    private readonly tx: Transactions,
    private readonly entity: EntityTarget<E>,
  ) {}

  protected abstract toRecord(row: E): T;

  async current(): Promise<T | null> {
    const [row] = await this.tx.repo(this.entity).find(FIRST as FindManyOptions<E>);
    return row ? this.toRecord(row) : null;
  }

  save(values: DeepPartial<E>): Promise<T> {
    return this.tx.run(async () => {
      const rows = this.tx.repo(this.entity);
      await this.tx.lock(rows.metadata.tableName, 0);
      const [existing] = await rows.find(FIRST as FindManyOptions<E>);
      return this.toRecord(await rows.save({ ...existing, ...values, id: existing?.id } as DeepPartial<E>));
    });
  }
}
