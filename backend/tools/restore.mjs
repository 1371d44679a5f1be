#!/usr/bin/env node
// make restore FROM=backups/<timestamp>: puts back what backup.mjs saved. The current embedded database and
// uploads are kept aside (…before-restore-<time>), never deleted.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertEmbeddedStopped } from './embedded-lock.mjs';

const source = process.argv[2] && resolve(process.argv[2]);
if (!source || !existsSync(source)) throw new Error('Indica la copia a restaurar: make restore FROM=backups/<fecha>');
const dataDir = resolve(process.env.DATA_DIR || './data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (process.env.DATABASE_URL) {
  const dump = join(source, 'database.dump');
  if (!existsSync(dump)) throw new Error(`${dump} no existe (¿copia de la base embebida?)`);
  execFileSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${process.env.DATABASE_URL}`, dump],
    { stdio: 'inherit' },
  );
} else {
  const archive = join(source, 'pglite.tar.gz');
  if (!existsSync(archive)) throw new Error(`${archive} no existe (¿copia de un servidor PostgreSQL?)`);
  const dbDir = join(dataDir, 'db');
  if (existsSync(dbDir)) {
    assertEmbeddedStopped(dbDir);
    renameSync(dbDir, `${dbDir}.before-restore-${stamp}`);
  }
  const db = await PGlite.create({
    dataDir: dbDir,
    loadDataDir: new Blob([readFileSync(archive)]),
    extensions: { pg_trgm },
  });
  await db.close();
}
const uploads = join(source, 'uploads.tar.gz');
if (existsSync(uploads)) {
  if (existsSync(join(dataDir, 'uploads')))
    renameSync(join(dataDir, 'uploads'), join(dataDir, `uploads.before-restore-${stamp}`));
  execFileSync('tar', ['-xzf', uploads, '-C', dataDir]);
}
console.log(`Restaurado desde ${source}`);
