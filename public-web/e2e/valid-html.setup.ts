import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';

/** The pages whose server-rendered HTML the Nu HTML checker reads (valid-html.spec.ts asserts its report). */
export const CHECKED_PAGES = {
  landing: '/',
  distributor: '/u/laura',
  register: '/register',
  login: '/login',
  'forgot-password': '/recuperar-contrasena',
  'reset-password': '/restablecer-contrasena?token=enlace-de-prueba',
  terms: '/terminos',
  privacy: '/privacidad',
  // An order's page: its path (with the order's token) is only known once the setup has placed one.
  order: '/pedido/{reference}',
} as const;
// One folder per server: the parts of the suite (scripts/e2e/suite-part.ts) each check their own server's pages.
export const VALID_HTML_DIR = join(
  import.meta.dirname,
  '..',
  'test-results',
  `valid-html-${process.env.PUBLIC_E2E_PORT ?? 3101}`,
);
export const VALID_HTML_REPORT = join(VALID_HTML_DIR, 'report.json');

/** What the checker said: its exit code and JSON output, or why it did not run. */
export interface ValidHtmlReport {
  skipped?: string;
  exitCode?: number | null;
  output?: string;
}

/** Places an order on the demo seller's page through the API and answers the path of its tracking link. */
async function orderPath(baseURL: string): Promise<string> {
  const [product] = (await (await fetch(new URL('/api/products', baseURL))).json()) as { id: number }[];
  const placed = await fetch(new URL('/api/user/laura/orders', baseURL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [{ productId: product.id, quantity: 1 }] }),
  });
  if (placed.status !== 201) throw new Error(`The order for the HTML check failed: ${await placed.text()}`);
  const tracking = new URL(((await placed.json()) as { trackingUrl: string }).trackingUrl);
  return tracking.pathname + tracking.search;
}

/**
 * Playwright's global setup, run once the suite's server answers: saves the server-rendered HTML of the fresh demo
 * pages and starts the Nu HTML checker (vnu-jar, on the machine's Java) in the background, so the suite does not wait
 * for its start-up (about 15 s of CPU); valid-html.spec.ts reads the report when it is written. Returns the teardown.
 */
export default async function startHtmlCheck(config: FullConfig): Promise<() => void> {
  rmSync(VALID_HTML_DIR, { recursive: true, force: true });
  mkdirSync(VALID_HTML_DIR, { recursive: true });
  const report = (result: ValidHtmlReport) => writeFileSync(VALID_HTML_REPORT, JSON.stringify(result));
  if (spawnSync('java', ['-version']).error) {
    report({ skipped: "java not found; install it with 'apt-get install -y default-jre-headless'" });
    return () => {};
  }
  const baseURL = config.projects[0].use.baseURL!;
  const files: string[] = [];
  for (const [name, listed] of Object.entries(CHECKED_PAGES)) {
    const path = name === 'order' ? await orderPath(baseURL) : listed;
    const response = await fetch(new URL(path, baseURL));
    const file = join(VALID_HTML_DIR, `${name}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
  }
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const checker = spawn('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files]);
  let output = '';
  checker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  checker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  checker.on('error', (error) => report({ exitCode: null, output: String(error) }));
  checker.on('close', (exitCode) => report({ exitCode, output }));
  return () => {
    if (checker.exitCode === null) checker.kill();
  };
}
