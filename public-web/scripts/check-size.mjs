#!/usr/bin/env node
// Size budget (docs/performance.md, 'Front end'): the JavaScript a visitor downloads to see a page they enter the site
// by — the entry chunk, the route's lazy chunk and every chunk they import statically — must stay within its budget
// (gzip), without MUI, the dashboard, the admin or libphonenumber's country data (the registration form loads that on
// demand). The pages with a form get 20 KB more for its validation (zod and react-hook-form).
// Reads the Vite manifest of a build (run `npm run build -w public-web` first). Usage: node scripts/check-size.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PAGE_BUDGET = 120 * 1000;
const FORM_PAGE_BUDGET = 140 * 1000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build found (${manifestPath}). Run: npm run build -w public-web`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const ROUTES = {
  '/': ['src/app/routes/landing.route.tsx', PAGE_BUDGET],
  '/u/{slug}': ['src/app/routes/distributor.route.tsx', PAGE_BUDGET],
  '/register': ['src/app/routes/register.route.tsx', FORM_PAGE_BUDGET],
  '/login': ['src/app/routes/login.route.tsx', FORM_PAGE_BUDGET],
  '/recuperar-contrasena': ['src/app/routes/forgot-password.route.tsx', FORM_PAGE_BUDGET],
  '/restablecer-contrasena': ['src/app/routes/reset-password.route.tsx', FORM_PAGE_BUDGET],
  '/registro/{token}': ['src/app/routes/registration-status.route.tsx', PAGE_BUDGET],
  '/pedido/{reference}': ['src/app/routes/order-tracking.route.tsx', PAGE_BUDGET],
  '/terminos, /privacidad': ['src/app/routes/legal.route.tsx', PAGE_BUDGET],
};
// Code that must stay out of the entry pages: MUI's runtime (class names like MuiButton-root), the dashboard, the
// admin, and libphonenumber's metadata (its country_calling_codes table).
const FORBIDDEN = [
  ['MUI', /\bMui[A-Z][A-Za-z]+/],
  ['seller dashboard', /Mi Panel de Control/],
  ['react-admin', /react-admin|ra-core/],
  ['libphonenumber', /country_calling_codes/],
];

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let failed = false;
console.log('Initial JavaScript per route (gzip, against its budget):');
for (const [route, [module, budget]] of Object.entries(ROUTES)) {
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
  const ok = total <= budget && leaks.length === 0;
  failed ||= !ok;
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} ${route.padEnd(24)} ${(total / 1000).toFixed(1)} of ${budget / 1000} KB in ${files.length} files (entry and its imports ${(entryOnly / 1000).toFixed(1)} KB)` +
      (leaks.length ? `; must not load: ${leaks.join(', ')}` : ''),
  );
}
process.exit(failed ? 1 : 0);
