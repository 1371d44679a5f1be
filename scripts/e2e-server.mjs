#!/usr/bin/env node
// Starts the built server for browser tests on a fresh database with the demo content:
// a new database on the DATABASE_URL server (dropped on exit), or embedded PGlite in a temporary DATA_DIR.
// Usage: PORT=3101 node scripts/e2e-server.mjs   (Playwright's webServer runs it)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3101';
// E2E_DATA_DIR lets a browser test read what the server wrote there (the e-mail outbox); it starts empty.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mh-e2e-'));
if (process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${port}`,
  SEED_DEMO: 'true',
  AUTH_RATE_LIMIT: '10000',
};

let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const server = new URL(process.env.DATABASE_URL);
  const name = `mh_e2e_${process.pid}`;
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // Playwright may kill this wrapper before it can drop its database: clean up after earlier runs whose process is gone.
  const listing = new pg.Client({ connectionString: admin.toString() });
  await listing.connect();
  const { rows } = await listing.query(`SELECT datname FROM pg_database WHERE datname ~ '^mh_e2e_[0-9]+$'`);
  await listing.end();
  for (const { datname } of rows) {
    const pid = Number(datname.slice('mh_e2e_'.length));
    if (pid === process.pid || !isRunning(pid)) await run(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await run(`CREATE DATABASE ${name}`);
  server.pathname = `/${name}`;
  env.DATABASE_URL = server.toString();
  dropDatabase = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
