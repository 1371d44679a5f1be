import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (`apt-get install chromium`), never a browser a tool downloads. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the suites run in: Debian's headless shell of the same Chromium (`apt-get install
 * chromium-headless-shell`) when it is installed, else the full browser. It is what Playwright itself uses for
 * headless runs: the same Blink and V8 without the desktop browser's own interface, at about a third less CPU, which
 * is what bounds `make test` on two cores (docs/performance.md). A test that needs the full browser's interface
 * (showing a notification) asks for it with `test.use({ launchOptions: fullChromium })`.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const TEST_CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const testChromium: LaunchOptions = { executablePath: TEST_CHROMIUM, args: ARGS };
export const fullChromium: LaunchOptions = { executablePath: FULL_CHROMIUM, args: ARGS };
