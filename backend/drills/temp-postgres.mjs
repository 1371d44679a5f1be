// A throw-away PostgreSQL cluster (initdb + pg_ctl from the server's binaries) that a drill may restart freely.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) && readdirSync(base).sort().pop();
  if (!version)
    throw new Error(
      'Los simulacros necesitan los binarios del servidor PostgreSQL (initdb, pg_ctl) en /usr/lib/postgresql',
    );
  return join(base, version, 'bin');
}

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startTempPostgres() {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'mh-drill-pg-'));
  const port = await freePort();
  const user = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const run = (cmd, args) =>
    execFileSync(
      user.length ? 'runuser' : join(bin, cmd),
      user.length ? [...user, '--', join(bin, cmd), ...args] : args,
      { stdio: 'pipe' },
    );
  if (user.length) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const ctl = (action, extra = []) =>
    run('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      ...extra,
      action,
    ]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop', ['-m', 'fast']),
    start: () => ctl('start'),
    destroy: () => {
      try {
        ctl('stop', ['-m', 'immediate']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
