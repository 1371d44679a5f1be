#!/usr/bin/env node
// The installed app's icons (public/manifest via vite.config.ts) drawn from the brand mark, public/favicon.svg:
// 192 and 512 px as they are, a maskable 512 px with the mark inside the safe zone on a full-bleed background, and a
// white-on-transparent badge for Android's status bar (the service worker's notifications).
// Usage: npm run icons -w public-web   (outputs in public/icons are committed; rerun only when the mark changes)
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const out = join(root, 'icons');
const mark = readFileSync(join(root, 'favicon.svg'), 'utf8');

const background = mark.match(/<rect [^>]*fill="(#[0-9A-Fa-f]{6})"/)?.[1];
const artwork = mark.match(/<rect [^>]*\/>(.*)<\/svg>/s)?.[1];
if (!background || !artwork) throw new Error('favicon.svg no tiene la forma esperada (un rect de fondo y el dibujo)');

const square = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${body}</svg>`;
// Maskable: the launcher may crop to a circle of 80 % of the side, so the drawing shrinks to that around the centre.
const maskable = square(
  `<rect width="512" height="512" fill="${background}"/><g transform="translate(256 256) scale(0.72) translate(-256 -256)">${artwork}</g>`,
);
// Badge: only the alpha channel counts on Android, so the drawing in white on nothing.
const badge = square(
  `<g transform="translate(256 256) scale(1.1) translate(-256 -256)">${artwork.replace(/fill="#[0-9A-Fa-f]{6}"/g, 'fill="#FFFFFF"')}</g>`,
);

mkdirSync(out, { recursive: true });
const png = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, name));
await png(mark, 192, 'icon-192.png');
await png(mark, 512, 'icon-512.png');
await png(maskable, 512, 'icon-maskable-512.png');
await png(badge, 96, 'badge-96.png');
console.log('public/icons: icon-192.png, icon-512.png, icon-maskable-512.png, badge-96.png');
