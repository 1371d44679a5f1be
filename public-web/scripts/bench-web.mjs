#!/usr/bin/env node
// `make bench-web`: Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on every page a visitor enters the
// built site by, served by the real backend on a fresh database with the demo content. Prints the performance score,
// LCP, TBT, CLS and total transfer (median of RUNS runs) against the targets of docs/performance.md and writes
// public-web/test-results/lighthouse.json. Chromium: CHROME_PATH, /usr/bin/chromium by default (never downloaded).
// BENCH_PAGES=/register,/login measures only the pages whose path starts with one of those.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { simpleParser } from 'mailparser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3301);
const base = `http://localhost:${port}`;
const RUNS = Number(process.env.RUNS ?? 3);
// The registration's private link is made at run time (the demo's pending members have none): see registrationLink().
const PAGES = [
  ['Landing', '/'],
  ['Página de distribuidora (demo)', '/u/laura'],
  ['Registro', '/register'],
  ['Iniciar sesión', '/login'],
  ['Recuperar contraseña', '/recuperar-contrasena'],
  ['Restablecer contraseña', '/restablecer-contrasena?token=bench-web-enlace-de-prueba'],
  ['Estado del registro', '/registro/'],
  ['Términos', '/terminos'],
  ['Privacidad', '/privacidad'],
].filter(([, path]) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').some((p) => path.startsWith(p)));
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

// The server writes its e-mails to DATA_DIR/outbox, where registrationLink() reads the link it sent.
const dataDir = mkdtempSync(join(tmpdir(), 'mh-bench-web-'));
const server = spawn(process.execPath, [join(root, 'scripts', 'e2e-server.mjs')], {
  env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir },
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

/** A new applicant's private status link (/registro/{token}), as the e-mail the server sent gives it. */
async function registrationLink() {
  const code = `bench${Date.now().toString(36)}`;
  const email = `${code}@example.com`;
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Paula Ruiz',
      code,
      email,
      whatsapp: '+573105550404',
      city: 'Cali',
      acceptTerms: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`El registro de prueba respondió ${response.status}: ${await response.text()}`);
  const outbox = join(dataDir, 'outbox');
  for (let i = 0; i < 60; i++) {
    for (const file of existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []) {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const link = mail.text?.match(/\/registro\/[A-Za-z0-9_-]+/)?.[0];
      if (link && [mail.to].flat().some((to) => to?.text === email)) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('No llegó el correo con el enlace del registro de prueba');
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
    for (const [name, listed] of PAGES) {
      const path = listed === '/registro/' ? await registrationLink() : listed;
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
  const failing = results.filter((r) => TARGETS.some(([key, , ok]) => !ok(r[key])));
  console.log(
    failing.length
      ? `\n${failing.length} de ${results.length} páginas no alcanzan algún objetivo: ${failing.map((r) => r.path).join(', ')}`
      : `\nLas ${results.length} páginas alcanzan todos los objetivos`,
  );
  stopServer();
  process.exit(0);
} catch (error) {
  console.error(error);
  stopServer();
  process.exit(1);
}
