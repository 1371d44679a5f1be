// Shared by the admin-ui and public-web browser suites: online payment is off on their shared test server, so the
// payment specs start their own with it on, talking to a local Wompi stand-in (wompi-stand-in.ts).
import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { GATEWAY_ENV } from './wompi-stand-in';

/** Starts scripts/e2e-server.mjs with online payment on and waits until it answers (up to 150 s). */
export async function startServerWithOnlinePayment(
  port: number,
  dataDir: string,
  wompiApiUrl: string,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(import.meta.dirname, '..', 'e2e-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_DATA_DIR: dataDir,
      WOMPI_PUBLIC_KEY: GATEWAY_ENV.WOMPI_PUBLIC_KEY,
      WOMPI_INTEGRITY_SECRET: GATEWAY_ENV.WOMPI_INTEGRITY_SECRET,
      WOMPI_EVENTS_SECRET: GATEWAY_ENV.WOMPI_EVENTS_SECRET,
      WOMPI_API_URL: wompiApiUrl,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/api/account-pricing`).catch(() => null))?.status ?? 0, {
      timeout: 150_000,
      intervals: [500],
    })
    .toBe(200);
  return server;
}

/** Stops a server started by startServerWithOnlinePayment and waits for it to exit. */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  await exited;
}
