import { defineConfig } from '@playwright/test';
import { e2eDataDir } from './e2e/outbox';
import { suitePart } from '../scripts/e2e/suite-part';
import { testChromium } from '../scripts/e2e/test-browser';

// Debian's Chromium (never a downloaded browser); the built site and API on a fresh database with demo content.
// E2E_BASE_URL points the suite at a server that is already running instead.
const external = process.env.E2E_BASE_URL;
const port = Number(process.env.PUBLIC_E2E_PORT ?? 3101);
const part = suitePart();

export default defineConfig({
  testDir: 'e2e',
  // Once the server answers: the Nu HTML checker starts in the background on the server-rendered pages.
  globalSetup: './e2e/valid-html.setup.ts',
  outputDir: `test-results/artifacts${part.suffix}`,
  shard: part.shard,
  workers: 1,
  fullyParallel: false,
  // One retry absorbs a timing hiccup on a loaded machine; scripts/test-all.sh still names every flaky test.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/results${part.suffix}.json` }]],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    viewport: { width: 390, height: 844 },
    launchOptions: testChromium,
  },
  webServer: external
    ? undefined
    : {
        command: `PORT=${port} E2E_DATA_DIR=${e2eDataDir(port)} node ../scripts/e2e-server.mjs`,
        url: `http://localhost:${port}/api/account-pricing`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
