import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { CHECKED_PAGES, VALID_HTML_REPORT, type ValidHtmlReport } from './valid-html.setup';

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The Nu HTML checker's verdict on the server-rendered HTML of the entry pages, as the server sent it on a fresh
// database (the checker runs in the background from the suite's global setup).
test(`the server-rendered HTML of ${Object.values(CHECKED_PAGES).join(', ')} has no Nu HTML checker error`, async () => {
  test.setTimeout(240_000);
  await expect
    .poll(() => existsSync(VALID_HTML_REPORT), { timeout: 200_000, message: 'the Nu HTML checker did not finish' })
    .toBe(true);
  const report = JSON.parse(readFileSync(VALID_HTML_REPORT, 'utf8')) as ValidHtmlReport;
  test.skip(Boolean(report.skipped), report.skipped);
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(report.output!) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu HTML checker did not answer (exit ${report.exitCode}): ${report.output}`);
  }
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const listed = errors.map((m) => `${m.url?.split('/').pop()}:${m.lastLine}: ${m.message}\n  ${m.extract ?? ''}`);
  expect(errors, listed.join('\n')).toEqual([]);
});
