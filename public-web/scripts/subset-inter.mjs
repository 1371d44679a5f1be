#!/usr/bin/env node
// Writes src/app/fonts/inter-latin-wght-400-800.woff2, the font the public pages preload: @fontsource-variable/inter's
// latin file (same characters, the unicode-range of global.css) with its weight axis cut to 400-800, the weights the
// pages and the MUI theme use. 48 KB becomes 31 KB, and on a slow phone the preloaded font competes less with the
// page's main image. Run it again after updating @fontsource-variable/inter: node public-web/scripts/subset-inter.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

// The latin unicode-range of global.css's first @font-face.
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const source = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = fileURLToPath(new URL('../src/app/fonts/inter-latin-wght-400-800.woff2', import.meta.url));
let characters = '';
for (const [first, last] of LATIN)
  for (let code = first; code <= last; code++) characters += String.fromCodePoint(code);
const font = await subsetFont(readFileSync(source), characters, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
});
writeFileSync(target, font);
console.log(`${target}: ${font.length} bytes (from ${readFileSync(source).length})`);
