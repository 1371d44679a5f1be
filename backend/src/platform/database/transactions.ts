import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';
import { TransactionRunner } from '../../shared/domain/transaction-runner.js';

/**
 * The one way repositories reach the database: `repo(Entity)` joins the current transaction when there is one.
 * With the embedded database there is a single connection, so a query outside the transaction would wait forever.
 */
@Injectable()
export class Transactions extends TransactionRunner {
  private readonly current = new AsyncLocalStorage<{ manager: EntityManager; committed: (() => Promise<void>)[] }>();

  constructor(readonly dataSource: DataSource) {
    super();
  }

  get manager(): EntityManager {
    return this.current.getStore()?.manager ?? this.dataSource.manager;
  }

  repo<T extends ObjectLiteral>(entity: EntityTarget<T>): Repository<T> {
    return this.manager.getRepository(entity);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    const committed: (() => Promise<void>)[] = [];
    const result = await this.dataSource.transaction((manager) => this.current.run({ manager, committed }, work));
    for (const next of committed) await next();
    return result;
  }

  async afterCommit(work: () => Promise<void>): Promise<void> {
    const store = this.current.getStore();
    if (store) store.committed.push(work);
    else await work();
  }

  /** A transaction-scoped PostgreSQL advisory lock: released at commit or rollback, never left behind by a crash. */
  async lock(name: string, id: number): Promise<void> {
    if (!this.current.getStore()) throw new Error('lock() necesita una transacción abierta con run()');
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext($1), $2)`, [name, id]);
  }

  runExclusively(job: string, work: () => Promise<void>): Promise<boolean> {
    return this.run(async () => {
      const [{ locked }] = await this.manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [job]);
      if (locked) await work();
      return locked;
    });
  }
}
