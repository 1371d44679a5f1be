#!/usr/bin/env node
// No hand-written source file over 250 lines, counting every line (blank lines and comments too): a longer file is
// split by what it does (README, «Cómo contribuir»). Run by `make test`; alone: `npm run check:file-size`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 250;
const FOLDERS = [
  'backend/src/',
  'backend/test/',
  'public-web/src/',
  'admin-ui/src/',
  'rules/src/',
  'brand/src/',
  'scripts/',
];
const EXTENSIONS = /\.(ts|tsx|mjs|css)$/;

const root = fileURLToPath(new URL('..', import.meta.url));
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...FOLDERS], {
  cwd: root,
})
  .toString()
  .split('\0')
  .filter((file) => EXTENSIONS.test(file));

const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push(`${file}: ${lines} líneas`);
}

if (tooLong.length > 0) {
  console.error(`Archivos de más de ${MAX_LINES} líneas (divídelos por lo que hace cada parte):`);
  for (const line of tooLong) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`${files.length} archivos, ninguno de más de ${MAX_LINES} líneas.`);
