#!/usr/bin/env node
// Size budget (issue 4): the JavaScript a visitor downloads to see `/` or `/u/{slug}` — the entry chunk, the
// route's lazy chunk and every chunk they import statically — must stay within 120 KB gzip each.
// Reads the Vite manifest of a build (run `npm run build -w public-web` first). Usage: node scripts/check-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build found (${manifestPath}). Run: npm run build -w public-web`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const ROUTES = {
  '/': 'src/app/routes/landing.route.tsx',
  '/u/{slug}': 'src/app/routes/distributor.route.tsx',
};
// Code that must stay out of the public pages: MUI's runtime (class names like MuiButton-root), the dashboard, the admin.
const FORBIDDEN = [
  ['MUI', /\bMui[A-Z][A-Za-z]+/],
  ['seller dashboard', /Mi Panel de Control/],
  ['react-admin', /react-admin|ra-core/],
];

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let failed = false;
console.log(`Initial JavaScript per route (gzip, budget ${BUDGET_BYTES / 1000} KB):`);
for (const [route, module] of Object.entries(ROUTES)) {
  if (!manifest[module]) {
    console.error(`  ${route}: ${module} is not in the manifest`);
    failed = true;
    continue;
  }
  const keys = new Set([...closure(entry), ...closure(module)]);
  const files = [...keys].map((key) => manifest[key].file);
  const entryOnly = [...closure(entry)].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  const total = files.reduce((sum, file) => sum + gzip(file), 0);
  const sources = files.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  const leaks = FORBIDDEN.filter(([, pattern]) => pattern.test(sources)).map(([name]) => name);
  const ok = total <= BUDGET_BYTES && leaks.length === 0;
  failed ||= !ok;
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} ${route.padEnd(10)} ${(total / 1000).toFixed(1)} KB in ${files.length} files (entry and its imports ${(entryOnly / 1000).toFixed(1)} KB)` +
      (leaks.length ? `; must not load: ${leaks.join(', ')}` : ''),
  );
}
process.exit(failed ? 1 : 0);
