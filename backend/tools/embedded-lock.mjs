import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server keeps a lock file with its pid in the embedded database directory (see embedded-postgres.ts). */
export function assertEmbeddedStopped(dbDir) {
  const lock = join(dbDir, 'server.lock');
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return;
  }
  throw new Error(`El servidor (proceso ${pid}) está usando ${dbDir}: detenlo antes de la copia o la restauración.`);
}
