import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What the teardown stops; Jest lets the global setup hand globals to the global teardown only. */
declare global {
  var embeddedDatabaseHosts: ChildProcess[] | undefined;
}

/**
 * Names the run for every worker Jest starts (see test-run.ts). On the embedded database (no DATABASE_URL) it also
 * starts one database host per worker (embedded-database-host.mjs) and tells the workers where: MH_EMBEDDED_HOSTS.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  process.env.MH_TEST_RUN = String(process.pid);
  if (process.env.DATABASE_URL) return;
  const hosts = await Promise.all(Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, startHost));
  globalThis.embeddedDatabaseHosts = hosts.map((host) => host.child);
  process.env.MH_EMBEDDED_HOSTS = hosts.map((host) => `http://127.0.0.1:${host.port}`).join(',');
}

function startHost(): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(new URL('./embedded-database-host.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`El servidor de bases embebidas terminó (código ${code})`)));
  });
}
