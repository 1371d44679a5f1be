import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Removes what the run shared: the embedded database hosts and the PGlite snapshot, or the template database (names
 * as in test-run.ts).
 */
export default async function globalTeardown(): Promise<void> {
  for (const host of globalThis.embeddedDatabaseHosts ?? []) host.kill();
  const run = process.env.MH_TEST_RUN ?? String(process.pid);
  rmSync(join(tmpdir(), `mh-test-snapshot-${run}.tar.gz`), { force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS mh_tmpl_${run} WITH (FORCE)`);
  await client.end();
}
