#!/usr/bin/env node
// `make bench-web`: Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on / and on the demo seller page of
// the built site, served by the real backend on a fresh database with the demo content. Prints the performance score,
// LCP, TBT, CLS and total transfer (median of RUNS runs) against the targets of docs/performance.md and writes
// public-web/test-results/lighthouse.json. Chromium: CHROME_PATH, /usr/bin/chromium by default (never downloaded).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3301);
const base = `http://localhost:${port}`;
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = [
  ['Landing', '/'],
  ['Página de distribuidora (demo)', '/u/laura'],
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const server = spawn(process.execPath, [join(root, 'scripts', 'e2e-server.mjs')], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForServer() {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${base}/api/account-pricing`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`El servidor no respondió en ${base}`);
}

const TARGETS = [
  ['score', 'rendimiento', (v) => v >= 99, '≥ 99'],
  ['lcpMs', 'LCP', (v) => v <= 1500, '≤ 1,5 s'],
  ['tbtMs', 'TBT', (v) => v <= 100, '≤ 100 ms'],
  ['cls', 'CLS', (v) => v <= 0.02, '≤ 0,02'],
];

// Lighthouse sometimes fails to record the trace (NO_NAVSTART, NO_FCP): such a run measured nothing, so it is run again.
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse no pudo medir ${url}: ${lhr.runtimeError.code}`);
    console.log(`  ${url}: Lighthouse no registró la carga (${lhr.runtimeError.code}); se repite`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitForServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  try {
    for (const [name, path] of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(`${base}${path}`, chrome.port);
        runs.push({
          score: Math.round(lhr.categories.performance.score * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          transferBytes: lhr.audits['total-byte-weight'].numericValue,
          lighthouse: lhr.lighthouseVersion,
        });
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      results.push({
        name,
        path,
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        fcpMs: pick('fcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        transferBytes: pick('transferBytes'),
        runs,
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse ${results[0].runs[0].lighthouse} (móvil, mediana de ${RUNS} ejecuciones) contra ${base}`);
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(32)} rendimiento ${String(r.score).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  FCP ${(r.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}  transferido ${(r.transferBytes / 1024).toFixed(0)} KiB`,
    );
    const missed = TARGETS.filter(([key, , ok]) => !ok(r[key])).map(([, label, , target]) => `${label} ${target}`);
    console.log(
      `  ${' '.repeat(32)} ${missed.length ? `objetivo no alcanzado: ${missed.join(', ')}` : 'objetivos cumplidos'}`,
    );
  }
  const out = join(root, 'public-web', 'test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'lighthouse.json'), JSON.stringify(results, null, 2));
  stopServer();
  process.exit(0);
} catch (error) {
  console.error(error);
  stopServer();
  process.exit(1);
}
