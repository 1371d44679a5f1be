import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_EXPIRED_PARAM, LOGIN_NEXT_PARAM, type ServerRenderedRoute } from '@multyhealth/rules';
import { escapeHtml } from '../../shared/domain/escape-html.js';
import { jsonForHtml } from './page-html.js';
import type { RenderedPage } from './server-render.js';
import { startAfterPaint } from './start-after-paint.js';

// The built site's files and the HTML a rendered page is made of (public-site-pages.ts puts them together).

/** route-preloads.json of the build: the code and styles of each server-rendered route. */
export type RoutePreloads = Partial<Record<ServerRenderedRoute, { js: string[]; css: string[] }>>;

/** The built style sheets by URL (/assets/….css), to inline into rendered pages. */
export function readStyles(dist: string): Map<string, string> {
  const assets = join(dist, 'assets');
  const styles = new Map<string, string>();
  if (!existsSync(assets)) return styles;
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.css'))
      styles.set(`/assets/${file}`, readFileSync(join(assets, file), 'utf8').replace(/<\/style/gi, '<\\/style'));
  }
  return styles;
}

export function readRoutePreloads(dist: string): RoutePreloads {
  try {
    return JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')) as RoutePreloads;
  } catch {
    return {};
  }
}

/**
 * The page's markup inside #root, and its data as inert JSON (allowed by the CSP) for the browser's hydrate(): the
 * browser shows it before any script runs and its script does not ask again (main.tsx). The script itself starts
 * after the first paint (start-after-paint.ts).
 */
export function withRendered(html: string, page: RenderedPage | null, styles: Map<string, string>): string {
  if (!page) return html;
  // The page's style sheets come inline (a few KB): no round trip before the first paint. The link stays, disabled
  // (never fetched), so the app's code loader sees the sheet as present and does not add it again.
  html = html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (link, href: string) => {
    const css = styles.get(href);
    return css === undefined ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  // React puts the resource hints of the page (its priority image, with srcset) first; they belong in <head>, where
  // the browser finds them before the markup.
  const hints = page.root.match(/^(?:<link [^>]*\/>)*/)![0];
  const root = page.root.slice(hints.length);
  return startAfterPaint(html)
    .replace('</head>', () => `    ${hints}<style>${page.headStyle.replace(/</g, '')}</style>\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${root}</div>\n    <script type="application/json" id="mh-state">${jsonForHtml(page.state)}</script>`,
    );
}

/**
 * The query parameters the rendered public forms read: the referral on /register, the expired session and the screen
 * to return to on /login. Anything else a link carries (utm_…, fbclid) is left out, so it neither changes the page nor
 * makes the server render it again. (The password link page reads its token itself and is never kept.)
 */
const RENDERED_PARAMS = ['ref', LOGIN_EXPIRED_PARAM, LOGIN_NEXT_PARAM];
const MAX_RENDERED_PARAM = 300;

export function renderedSearch(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of RENDERED_PARAMS) {
    const value = given.get(name);
    if (value !== null && value.length <= MAX_RENDERED_PARAM) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

export function injectPreloads(html: string, preload: { js: string[]; css: string[] } | undefined): string {
  if (!preload) return html;
  const links = [
    ...preload.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...preload.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
  return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}
