import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { migrations } from '../../src/database/migrations/index.js';
import { snapshotFile, templateName, withDatabase } from './test-run.js';

/**
 * A fresh, migrated database per test file. With DATABASE_URL: a new database on that server, copied from a
 * template migrated once per run. Without: an in-memory PGlite loaded from a snapshot migrated once per run, served by
 * this worker's database host (global-setup.ts), or started in this process when no host was started.
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
  const snapshot = await ensureSnapshot();
  const host = workerHost();
  if (host) return createHostedDatabase(host, snapshot);
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ loadDataDir: new Blob([readFileSync(snapshot)]) });
  return { url: embedded.url, embedded: true, drop: () => embedded.stop() };
}

function workerHost(): string | undefined {
  const hosts = process.env.MH_EMBEDDED_HOSTS?.split(',');
  if (!hosts) return undefined;
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  return hosts[(worker - 1) % hosts.length];
}

async function createHostedDatabase(host: string, snapshot: string): Promise<TestDatabase> {
  const response = await fetch(`${host}/databases`, { method: 'POST', body: snapshot });
  if (!response.ok)
    throw new Error(`El servidor de bases embebidas respondió ${response.status}: ${await response.text()}`);
  const { id, url } = (await response.json()) as { id: string; url: string };
  return {
    url,
    embedded: true,
    drop: async () => {
      await fetch(`${host}/databases/${id}`, { method: 'DELETE' });
    },
  };
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

/** The path of the run's migrated snapshot, written by the first worker that needs it. */
async function ensureSnapshot(): Promise<string> {
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
  return file;
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
