#!/usr/bin/env node
// make backup: the database plus uploaded media into backups/<timestamp>/.
//   DATABASE_URL set → pg_dump (custom format; needs the PostgreSQL client tools of the server's version).
//   unset            → the embedded PGlite directory $DATA_DIR/db (the server must be stopped: one process per directory).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertEmbeddedStopped } from './embedded-lock.mjs';

const dataDir = resolve(process.env.DATA_DIR || './data');
const target = resolve(process.argv[2] || join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
mkdirSync(target, { recursive: true });

if (process.env.DATABASE_URL) {
  execFileSync(
    'pg_dump',
    ['--format=custom', '--no-owner', `--file=${join(target, 'database.dump')}`, process.env.DATABASE_URL],
    { stdio: 'inherit' },
  );
} else {
  const dbDir = join(dataDir, 'db');
  if (!existsSync(dbDir)) throw new Error(`No hay base de datos embebida en ${dbDir}`);
  assertEmbeddedStopped(dbDir);
  const db = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  writeFileSync(join(target, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
}
if (existsSync(join(dataDir, 'uploads'))) {
  execFileSync('tar', ['-czf', join(target, 'uploads.tar.gz'), '-C', dataDir, 'uploads']);
}
console.log(`Copia de seguridad en ${target}`);
