import { Injectable } from '@nestjs/common';
import type { DeepPartial, EntityTarget, FindManyOptions } from 'typeorm';
import { Transactions } from './transactions.js';

const FIRST = { order: { id: 'ASC' }, take: 1 };

/**
 * The adapter of a setting held in one row (the corporate video, the account pricing): the first row is the record,
 * and saving updates it in place or creates it once. A transaction-scoped lock on the table keeps two first saves
 * from creating two rows. `toRecord` turns the row into the port's type.
 */
export function SingleRowTable<E extends { id: number }, T>(entity: EntityTarget<E>, toRecord: (row: E) => T) {
  @Injectable()
  class Table {
    constructor(private readonly tx: Transactions) {}

    async current(): Promise<T | null> {
      const [row] = await this.tx.repo(entity).find(FIRST as FindManyOptions<E>);
      return row ? toRecord(row) : null;
    }

    save(values: DeepPartial<E>): Promise<T> {
      return this.tx.run(async () => {
        const rows = this.tx.repo(entity);
        await this.tx.lock(rows.metadata.tableName, 0);
        const [existing] = await rows.find(FIRST as FindManyOptions<E>);
        return toRecord(await rows.save({ ...existing, ...values, id: existing?.id } as DeepPartial<E>));
      });
    }
  }
  return Table;
}
