#!/usr/bin/env node
// Renders the demo and default pictures of the public site (BRAND.md: nothing hotlinked, everything ships in the repo)
// as SVG illustrations on brand colours, converted to small WebP files under public/images.
// Usage: node public-web/scripts/generate-images.mjs   (outputs are committed; rerun only to change them)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const C = {
  green: '#16A34A',
  dark: '#15803D',
  deep: '#14532D',
  soft: '#F0F7F2',
  mint: '#DCFCE7',
  yellow: '#FACC15',
  cream: '#FEF9C3',
  white: '#FFFFFF',
  ink: '#111827',
};
const FONT = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';

const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

const lin = (id, a, b, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const rad = (id, a, b) =>
  `<radialGradient id="${id}" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`;
const shadow = `<filter id="sh" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#14532D" flood-opacity="0.28"/></filter>`;

function leaf(x, y, s, color = C.green, rot = 0) {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M0 40 C 0 10, 25 -8, 60 -10 C 58 25, 40 48, 8 50 Z" fill="${color}"/><path d="M6 44 C 20 28, 34 14, 52 -4" stroke="${C.white}" stroke-opacity="0.7" stroke-width="3" fill="none"/></g>`;
}

function blobs(w, h, colors) {
  return colors
    .map(
      ([cx, cy, r, c, o]) =>
        `<circle cx="${cx * w}" cy="${cy * h}" r="${r * Math.max(w, h)}" fill="${c}" fill-opacity="${o}"/>`,
    )
    .join('');
}

function bottle(x, y, s, flavour = C.green) {
  // A shaker bottle with a label.
  return `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh)">
    <rect x="-70" y="-250" width="140" height="50" rx="14" fill="${C.deep}"/>
    <rect x="-60" y="-262" width="120" height="20" rx="8" fill="${C.ink}" fill-opacity="0.85"/>
    <path d="M-95 -200 H95 Q110 -200 110 -180 V210 Q110 240 80 240 H-80 Q-110 240 -110 210 V-180 Q-110 -200 -95 -200 Z" fill="url(#bottleG)"/>
    <path d="M-80 -185 V200" stroke="${C.white}" stroke-opacity="0.35" stroke-width="16" stroke-linecap="round"/>
    <rect x="-110" y="-70" width="220" height="170" fill="${C.white}"/>
    <rect x="-110" y="-70" width="220" height="14" fill="${C.yellow}"/>
    ${leaf(-28, -10, 0.9, flavour, -10)}
    <text x="0" y="72" ${FONT} font-size="25" font-weight="bold" text-anchor="middle" fill="${C.deep}">MULTYDRINK</text>
  </g>`;
}

function sachet(x, y, s, rot, color) {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" filter="url(#sh)">
    <path d="M-60 -110 H60 L66 110 H-66 Z" fill="${color}"/>
    <path d="M-60 -110 H60 L62 -92 H-62 Z" fill="${C.white}" fill-opacity="0.35"/>
    <circle cx="0" cy="10" r="34" fill="${C.white}" fill-opacity="0.9"/>
    ${leaf(-16, -4, 0.5, C.green, -10)}
  </g>`;
}

function kit(x, y, s) {
  // Test-kit box with a swab tube and a DNA helix.
  const helix = Array.from({ length: 9 }, (_, i) => {
    const yy = -80 + i * 20;
    const dx = Math.sin(i * 0.8) * 36;
    return `<line x1="${-dx}" y1="${yy}" x2="${dx}" y2="${yy}" stroke="${C.green}" stroke-width="5" stroke-linecap="round"/><circle cx="${-dx}" cy="${yy}" r="7" fill="${C.dark}"/><circle cx="${dx}" cy="${yy}" r="7" fill="${C.yellow}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh)">
    <path d="M-150 -150 L-90 -200 H190 L130 -150 Z" fill="${C.mint}"/>
    <path d="M130 -150 L190 -200 V130 L130 180 Z" fill="#BBF7D0"/>
    <rect x="-150" y="-150" width="280" height="330" rx="6" fill="${C.white}"/>
    <rect x="-150" y="-150" width="280" height="60" fill="${C.green}"/>
    <text x="-10" y="-110" ${FONT} font-size="26" font-weight="bold" text-anchor="middle" fill="${C.white}">MULTYTEST</text>
    <g transform="translate(-10 60)">${helix}</g>
    <g transform="translate(210 40) rotate(14)">
      <rect x="-26" y="-150" width="52" height="40" rx="8" fill="${C.yellow}"/>
      <rect x="-22" y="-112" width="44" height="230" rx="22" fill="${C.white}" stroke="#D1D5DB" stroke-width="4"/>
      <rect x="-16" y="30" width="32" height="80" rx="16" fill="${C.mint}"/>
    </g>
  </g>`;
}

function person(x, y, s, skin, shirt, hair, long = false) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${long ? `<path d="M-62 -120 C -70 -40, -60 10, -40 30 H40 C 60 10, 70 -40, 62 -120 Z" fill="${hair}"/>` : ''}
    <path d="M-110 190 C -110 70, -60 40, 0 40 C 60 40, 110 70, 110 190 Z" fill="${shirt}"/>
    <rect x="-18" y="0" width="36" height="50" rx="12" fill="${skin}"/>
    <ellipse cx="0" cy="-58" rx="56" ry="64" fill="${skin}"/>
    <path d="M-58 -70 C -60 -130, 60 -140, 58 -70 C 40 -100, -30 -104, -58 -70 Z" fill="${hair}"/>
  </g>`;
}

const SKIN = ['#F1C27D', '#E0AC69', '#C68642', '#8D5524', '#FFDBAC'];
const HAIR = ['#2D1B0E', '#4A2C17', '#111827', '#6B3E1E'];
const SHIRT = [C.green, C.dark, C.yellow, '#0EA5E9', '#F97316', C.white];

function portrait({ bg, skin, shirt, hair, long }) {
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="url(#bg)"/>${blobs(400, 400, [
      [0.85, 0.15, 0.25, C.yellow, 0.35],
      [0.1, 0.9, 0.3, C.white, 0.25],
    ])}${person(200, 250, 1.25, skin, shirt, hair, long)}`,
    `${lin('bg', bg[0], bg[1], 1, 1)}`,
  );
}

function group(count, seed, bgA, bgB, extra = '') {
  const people = [];
  for (let i = 0; i < count; i++) {
    const row = i % 2;
    const x = 90 + (i * 620) / (count - 1 || 1);
    const y = row ? 470 : 430;
    people.push(
      person(
        x,
        y,
        row ? 0.95 : 0.85,
        SKIN[(i + seed) % SKIN.length],
        SHIRT[(i * 2 + seed) % SHIRT.length],
        HAIR[(i + seed) % HAIR.length],
        (i + seed) % 2 === 0,
      ),
    );
  }
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="url(#bg)"/>${blobs(800, 600, [
      [0.2, 0.2, 0.18, C.yellow, 0.3],
      [0.85, 0.25, 0.22, C.white, 0.18],
    ])}${extra}${people.join('')}<rect y="560" width="800" height="40" fill="${C.deep}" fill-opacity="0.25"/>`,
    lin('bg', bgA, bgB, 0, 1),
  );
}

const files = {
  'images/hero.webp': [
    1200,
    800,
    svg(
      1200,
      800,
      `<rect width="1200" height="800" fill="url(#bg)"/>${blobs(1200, 800, [
        [0.78, 0.45, 0.3, C.white, 0.12],
        [0.15, 0.85, 0.22, C.yellow, 0.18],
        [0.9, 0.05, 0.15, C.yellow, 0.25],
      ])}
      ${leaf(120, 140, 1.6, C.white, 20)}${leaf(980, 620, 1.4, C.yellow, -30)}
      ${sachet(400, 500, 1.05, -14, C.yellow)}${sachet(800, 500, 1.0, 12, C.white)}${bottle(600, 420, 1.1)}`,
      `${lin('bg', C.dark, C.green, 1, 1)}${lin('bottleG', '#22C55E', C.dark, 1, 0)}${shadow}`,
    ),
    { quality: 72 },
  ],
  'images/products/multydrink.webp': [
    800,
    800,
    svg(
      800,
      800,
      `<rect width="800" height="800" fill="url(#bg)"/>${blobs(800, 800, [
        [0.5, 0.45, 0.3, C.white, 0.6],
        [0.15, 0.2, 0.1, C.yellow, 0.4],
      ])}${sachet(230, 560, 1.0, -16, C.yellow)}${sachet(590, 580, 0.95, 14, C.green)}${bottle(400, 450, 1.15)}`,
      `${rad('bg', C.soft, C.mint)}${lin('bottleG', '#22C55E', C.dark, 1, 0)}${shadow}`,
    ),
  ],
  'images/products/multytest.webp': [
    800,
    800,
    svg(
      800,
      800,
      `<rect width="800" height="800" fill="url(#bg)"/>${blobs(800, 800, [
        [0.5, 0.5, 0.32, C.white, 0.7],
        [0.85, 0.15, 0.1, C.yellow, 0.5],
      ])}${kit(360, 440, 1.2)}`,
      `${rad('bg', C.cream, '#FDE68A')}${shadow}`,
    ),
  ],
  'images/features/multydrink.webp': [
    800,
    600,
    svg(
      800,
      600,
      `<rect width="800" height="600" fill="url(#bg)"/>${blobs(800, 600, [[0.7, 0.5, 0.3, C.white, 0.15]])}${leaf(90, 90, 1.2, C.yellow, 15)}${leaf(640, 430, 1.0, C.white, -20)}${sachet(250, 380, 0.9, -12, C.white)}${bottle(500, 340, 0.95)}`,
      `${lin('bg', C.green, C.deep, 1, 1)}${lin('bottleG', '#4ADE80', C.dark, 1, 0)}${shadow}`,
    ),
  ],
  'images/features/multytest.webp': [
    800,
    600,
    svg(
      800,
      600,
      `<rect width="800" height="600" fill="url(#bg)"/>${blobs(800, 600, [[0.3, 0.3, 0.25, C.white, 0.6]])}${kit(370, 330, 0.95)}`,
      `${lin('bg', C.mint, C.cream, 1, 1)}${shadow}`,
    ),
  ],
  'images/features/placeholder.webp': [
    800,
    600,
    svg(
      800,
      600,
      `<rect width="800" height="600" fill="${C.soft}"/>${leaf(330, 250, 2.2, C.green, -10)}${leaf(420, 300, 1.2, C.yellow, 30)}`,
    ),
  ],
  'images/gallery/fallback.webp': [
    800,
    600,
    svg(
      800,
      600,
      `<rect width="800" height="600" fill="url(#bg)"/><rect x="250" y="180" width="300" height="230" rx="24" fill="${C.white}" fill-opacity="0.9"/><circle cx="330" cy="250" r="28" fill="${C.yellow}"/><path d="M270 390 L360 300 L420 350 L470 310 L530 390 Z" fill="${C.green}"/>`,
      lin('bg', C.soft, C.mint, 1, 1),
    ),
  ],
  'images/team/equipo-1.webp': [
    800,
    600,
    group(
      6,
      0,
      '#22C55E',
      C.deep,
      `<rect x="160" y="60" width="480" height="90" rx="16" fill="${C.white}" fill-opacity="0.15"/>`,
    ),
  ],
  'images/team/equipo-2.webp': [
    800,
    600,
    group(
      4,
      1,
      C.mint,
      C.green,
      `<rect x="470" y="70" width="260" height="170" rx="12" fill="${C.white}"/><rect x="500" y="110" width="150" height="16" rx="8" fill="${C.green}"/><rect x="500" y="145" width="200" height="12" rx="6" fill="#D1D5DB"/><rect x="500" y="170" width="170" height="12" rx="6" fill="#D1D5DB"/>`,
    ),
  ],
  'images/team/equipo-3.webp': [
    800,
    600,
    group(
      5,
      2,
      C.cream,
      C.yellow,
      `<g transform="translate(400 110)"><circle r="60" fill="${C.white}"/><path d="M0 -34 L10 -10 L36 -10 L15 6 L23 32 L0 16 L-23 32 L-15 6 L-36 -10 L-10 -10 Z" fill="${C.green}"/></g>`,
    ),
  ],
  'images/testimonials/maria.webp': [
    400,
    400,
    portrait({ bg: [C.mint, C.green], skin: SKIN[0], shirt: C.yellow, hair: HAIR[0], long: true }),
  ],
  'images/testimonials/carlos.webp': [
    400,
    400,
    portrait({ bg: [C.cream, C.yellow], skin: SKIN[2], shirt: C.dark, hair: HAIR[2], long: false }),
  ],
  'images/testimonials/luisa.webp': [
    400,
    400,
    portrait({ bg: ['#E0F2FE', '#7DD3FC'], skin: SKIN[1], shirt: C.green, hair: HAIR[3], long: true }),
  ],
  'images/demo/laura.webp': [
    400,
    400,
    portrait({ bg: [C.yellow, '#F59E0B'], skin: SKIN[4], shirt: C.green, hair: HAIR[1], long: true }),
  ],
  'images/demo/galeria-1.webp': [
    800,
    600,
    svg(
      800,
      600,
      `<rect width="800" height="600" fill="url(#bg)"/>${blobs(800, 600, [[0.8, 0.2, 0.2, C.yellow, 0.4]])}
      <rect y="430" width="800" height="170" fill="${C.deep}" fill-opacity="0.2"/>
      ${[
        [160, 300],
        [330, 320],
        [245, 190],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})" filter="url(#sh)"><rect width="170" height="130" rx="8" fill="#D6A461"/><rect x="70" width="30" height="130" fill="${C.yellow}"/><rect y="0" width="170" height="24" fill="#C08A45"/></g>`,
        )
        .join('')}
      ${bottle(640, 360, 0.7)}`,
      `${lin('bg', C.soft, C.mint)}${lin('bottleG', '#22C55E', C.dark, 1, 0)}${shadow}`,
    ),
  ],
  'images/demo/galeria-2.webp': [
    800,
    600,
    svg(
      800,
      600,
      `<rect width="800" height="600" fill="url(#bg)"/>
      <path d="M120 230 L400 90 L680 230 Z" fill="${C.green}"/><path d="M120 230 L400 90 L400 230 Z" fill="${C.dark}"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${120 + i * 80} 230 q40 40 80 0" fill="${i % 2 ? C.yellow : C.white}"/>`).join('')}
      <rect x="140" y="230" width="12" height="250" fill="${C.deep}"/><rect x="648" y="230" width="12" height="250" fill="${C.deep}"/>
      <rect x="180" y="400" width="440" height="90" rx="10" fill="${C.white}"/>
      ${[240, 330, 420, 510].map((x, i) => `<rect x="${x}" y="330" width="50" height="70" rx="10" fill="${i % 2 ? C.yellow : C.green}"/>`).join('')}
      ${person(700, 470, 0.6, SKIN[1], C.green, HAIR[0], true)}`,
      lin('bg', '#E0F2FE', C.soft),
    ),
  ],
  'images/demo/galeria-3.webp': [800, 600, group(4, 3, C.yellow, '#F59E0B')],
  'images/announcements/nuevo-sabor.webp': [
    1200,
    675,
    svg(
      1200,
      675,
      `<rect width="1200" height="675" fill="url(#bg)"/>${blobs(1200, 675, [[0.72, 0.5, 0.28, C.white, 0.15]])}
      ${leaf(140, 160, 1.5, C.yellow, 10)}
      ${sachet(610, 400, 1.0, -12, '#DC2626')}${bottle(860, 360, 1.0, '#DC2626')}
      ${Array.from({ length: 16 }, (_, i) => `<circle cx="${560 + ((i * 137) % 600)}" cy="${600 + ((i * 53) % 60)}" r="${20 + (i % 4) * 6}" fill="${i % 3 ? '#F43F5E' : '#7C3AED'}" stroke="#7F1D1D" stroke-width="3"/>`).join('')}`,
      `${lin('bg', '#BE123C', '#7F1D1D', 1, 1)}${lin('bottleG', '#F43F5E', '#9F1239', 1, 0)}${shadow}`,
    ),
  ],
  'images/announcements/capacitacion.webp': [
    1200,
    675,
    svg(
      1200,
      675,
      `<rect width="1200" height="675" fill="url(#bg)"/>${blobs(1200, 675, [[0.2, 0.2, 0.2, C.yellow, 0.3]])}
      <g transform="translate(600 330)" filter="url(#sh)"><rect x="-300" y="-200" width="600" height="370" rx="22" fill="${C.ink}"/><rect x="-280" y="-180" width="560" height="330" rx="8" fill="${C.soft}"/>
      ${[-180, 0, 180].map((x, i) => `<g transform="translate(${x} -20)"><rect x="-80" y="-110" width="160" height="150" rx="10" fill="${C.white}"/>${person(0, -30, 0.45, SKIN[i + 1], SHIRT[i], HAIR[i], i !== 1)}</g>`).join('')}
      <rect x="-180" y="60" width="360" height="18" rx="9" fill="${C.green}"/><rect x="-120" y="95" width="240" height="14" rx="7" fill="#D1D5DB"/>
      <path d="M-360 170 H360 L400 210 H-400 Z" fill="#374151"/></g>`,
      `${lin('bg', C.green, C.deep, 1, 1)}${shadow}`,
    ),
  ],
};

for (const [path, [w, h, markup, options]] of Object.entries(files)) {
  const target = join(out, path);
  mkdirSync(dirname(target), { recursive: true });
  const info = await sharp(Buffer.from(markup))
    .resize(w, h)
    .webp({ quality: 74, effort: 6, ...options })
    .toFile(target);
  if (info.size > 60_000) throw new Error(`${path} is ${info.size} bytes (> 60 KB)`);
  console.log(`${path}  ${w}x${h}  ${(info.size / 1024).toFixed(1)} KB`);
}

// Link previews (Open Graph) want JPEG or PNG: the landing's share picture, from the hero.
const [, , heroSvg] = files['images/hero.webp'];
const og = await sharp(Buffer.from(heroSvg))
  .resize(1200, 630, { fit: 'cover' })
  .jpeg({ quality: 70, mozjpeg: true })
  .toBuffer();
writeFileSync(join(out, 'images/og-image.jpg'), og);
console.log(`images/og-image.jpg  1200x630  ${(og.length / 1024).toFixed(1)} KB`);

// Favicon and home-screen icon: a leaf on the brand green.
const icon = svg(
  512,
  512,
  `<rect width="512" height="512" rx="112" fill="${C.green}"/>${leaf(150, 240, 3.4, C.white, -12)}<circle cx="380" cy="140" r="40" fill="${C.yellow}"/>`,
);
writeFileSync(join(out, 'favicon.svg'), icon);
await sharp(Buffer.from(icon)).resize(180, 180).png({ compressionLevel: 9 }).toFile(join(out, 'apple-touch-icon.png'));
console.log('favicon.svg, apple-touch-icon.png');
