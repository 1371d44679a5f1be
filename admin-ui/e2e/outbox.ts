import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the browser-test server keeps its data (the config passes it to scripts/e2e-server.mjs). */
export function e2eDataDir(port: number | string = process.env.ADMIN_E2E_PORT ?? 3102): string {
  return join(tmpdir(), `mh-admin-e2e-data-${port}`);
}

/**
 * The token of the `/registro/{token}` link e-mailed to `to` (quoted-printable soft line breaks undone); `dataDir`:
 * the data directory of a server the test started itself.
 */
export async function registrationToken(to: string, dataDir = e2eDataDir()): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const dir = join(dataDir, 'outbox');
        const mails = existsSync(dir)
          ? readdirSync(dir)
              .filter((f) => f.endsWith('.eml'))
              .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
          : [];
        const mail = mails.find((m) => m.includes(`To: ${to}`) && /\/registro\/[A-Za-z0-9_-]{20,}/.test(m));
        token = mail && /\/registro\/([A-Za-z0-9_-]{20,})/.exec(mail)?.[1];
        return !!token;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return token!;
}
