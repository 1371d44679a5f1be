import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** Where the browser-test server keeps its data (the config passes it to scripts/e2e-server.mjs). */
export function e2eDataDir(port: number | string = process.env.PUBLIC_E2E_PORT ?? 3101): string {
  return join(tmpdir(), `mh-e2e-data-${port}`);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function readOutbox(): Promise<Mail[]> {
  const dir = join(e2eDataDir(), 'outbox');
  if (!existsSync(dir)) return [];
  return Promise.all(
    readdirSync(dir)
      // A message being written is a .tmp file until it is renamed.
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => {
        const mail = await simpleParser(readFileSync(join(dir, file)));
        return {
          to: mail.to
            ? [mail.to]
                .flat()
                .map((a) => a.text)
                .join(', ')
            : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        };
      }),
  );
}

/** The newest e-mail to `to` whose subject starts with `subject`, waiting for the outbox to deliver it. */
export async function latestMail(to: string, subject: string, after = 0): Promise<Mail & { count: number }> {
  let found: (Mail & { count: number }) | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await readOutbox()).filter((m) => m.to === to && m.subject.startsWith(subject));
        found = matching.length > after ? { ...matching[matching.length - 1], count: matching.length } : undefined;
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The site path of the first link in an e-mail that starts with `path` (the e-mail holds absolute URLs). */
export function linkPath(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/[?]/g, '\\?')}[^\\s)]*)`).exec(mail.text);
  if (!match) throw new Error(`El correo "${mail.subject}" no tiene un enlace ${path}`);
  return match[1];
}
