import { defineConfig } from '@playwright/test';
import { e2eDataDir } from './e2e/outbox';
import { suitePart } from '../scripts/e2e/suite-part';
import { testChromium } from '../scripts/e2e/test-browser';

// The built console and API on a fresh database with demo content (scripts/e2e-server.mjs), in Debian's Chromium.
const PORT = Number(process.env.ADMIN_E2E_PORT ?? 3102);
const part = suitePart();

export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/artifacts${part.suffix}`,
  shard: part.shard,
  workers: 1,
  fullyParallel: false,
  // One retry absorbs a timing hiccup on a loaded machine; scripts/test-all.sh still names every flaky test.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/results${part.suffix}.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    acceptDownloads: true,
    // Recorded for a retried test only: tracing every test (DOM snapshots, screencast) costs Chromium a lot of CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: testChromium,
  },
  webServer: {
    command: `PORT=${PORT} E2E_DATA_DIR=${e2eDataDir(PORT)} node ../scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/account-pricing`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
