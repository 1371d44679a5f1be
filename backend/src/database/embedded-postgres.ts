import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A normal postgres:// URL (over a unix socket) for TypeORM's `postgres` driver. */
  url: string;
  db: PGlite;
  stop(): Promise<void>;
}

export class EmbeddedDatabaseLockedError extends Error {}

/**
 * Starts PGlite (real PostgreSQL compiled to WASM) and serves it over the wire protocol on a unix socket.
 * `dataDir` undefined keeps it in memory; `loadDataDir` starts from a dump (tests use a migrated snapshot).
 * PGlite has one session: clients must use a pool of one connection.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<EmbeddedPostgres> {
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    // pg_trgm backs the admin's free-text search indexes (migration 1732600000000).
    const db = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const socketDir = mkdtempSync(join(tmpdir(), 'mh-pg-'));
    const server = new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432') });
    await server.start();
    return {
      url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
      db,
      async stop() {
        await server.stop();
        await db.close();
        rmSync(socketDir, { recursive: true, force: true });
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** PGlite does not lock its directory; two processes on one directory would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new EmbeddedDatabaseLockedError(
        `La base de datos embebida en ${dataDir} ya está en uso por el proceso ${pid}. ` +
          'Detén ese servidor o usa otro DATA_DIR.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
