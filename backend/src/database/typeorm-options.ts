import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FailFastPgClient } from './fail-fast-pg-client.js';
import { migrations } from './migrations/index.js';

/**
 * A PostgreSQL server that stops answering (a network partition drops packets, nothing resets the connection) must
 * cost a request at most connect + query ≈ 5 s, then a 503; see docs/decisions/0101-input-bounds-and-timeouts.md.
 * The query limit is enforced by the client, as a server out of reach cannot cancel anything; the server's own
 * statement limit is shorter, so a merely slow query is cancelled cleanly there first.
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 2_000,
  queryMs: 3_000,
  statementMs: 2_500,
  idleInTransactionMs: 10_000,
  keepAliveDelayMs: 10_000,
};

/** Embedded PGlite has one session: a pool of one connection, or concurrent transactions get mixed up. */
export function typeOrmOptions(url: string, embedded: boolean): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url,
    autoLoadEntities: true,
    synchronize: false,
    // The embedded socket takes one connection at a time and sets no timeouts: migrations run on the pool's one.
    migrations: embedded ? migrations : [],
    migrationsRun: embedded,
    extra: embedded
      ? { max: 1, connectionTimeoutMillis: 30_000, Client: FailFastPgClient }
      : {
          max: 10,
          idleTimeoutMillis: 30_000,
          Client: FailFastPgClient,
          connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
          query_timeout: DATABASE_TIMEOUTS.queryMs,
          statement_timeout: DATABASE_TIMEOUTS.statementMs,
          // A session left in a transaction (its client partitioned away or gone) releases its locks.
          idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
          keepAlive: true,
          keepAliveInitialDelayMillis: DATABASE_TIMEOUTS.keepAliveDelayMs,
        },
  };
}

/** On a server, migrations run on their own connection before the application's pool opens, without the request timeouts. */
export async function runMigrations(url: string): Promise<void> {
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    migrations,
    extra: { max: 1, connectionTimeoutMillis: 10_000 },
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}
