import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { migrations } from '../../src/database/migrations/index.js';
import { snapshotFile, templateName, withDatabase } from './test-run.js';

/**
 * A fresh, migrated database per test file. With DATABASE_URL: a new database on that server, copied from a
 * template migrated once per run. Without: an in-memory PGlite loaded from a snapshot migrated once per run.
 */
export interface TestDatabase {
  url: string;
  embedded: boolean;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await ensureTemplate(serverUrl);
    const name = `mh_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName()}`);
    return {
      url: withDatabase(serverUrl, name),
      embedded: false,
      drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ loadDataDir: new Blob([await ensureSnapshot()]) });
  return { url: embedded.url, embedded: true, drop: () => embedded.stop() };
}

// Jest's workers race to build the template: an advisory lock lets the first build it while the others wait.
async function ensureTemplate(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [templateName()]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateName()]);
    if (rowCount) return;
    await client.query(`CREATE DATABASE ${templateName()}`);
    await migrate(withDatabase(serverUrl, templateName()), false);
  } finally {
    await client.end();
  }
}

async function ensureSnapshot(): Promise<Buffer> {
  const file = snapshotFile();
  if (!existsSync(file)) {
    const embedded = await startEmbeddedPostgres({});
    await migrate(embedded.url, true);
    const dump = await embedded.db.dumpDataDir('gzip');
    await embedded.stop();
    // Each worker that finds no snapshot writes its own copy and renames it into place, which is atomic.
    const part = `${file}.${process.pid}.tmp`;
    writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
    renameSync(part, file);
  }
  return readFileSync(file);
}

async function migrate(url: string, embedded: boolean): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, extra: embedded ? { max: 1 } : {} });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
