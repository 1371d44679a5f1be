import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ADMIN_UI_DIST, PUBLIC_WEB_DIST } from '../../config/paths.js';
import { NotFoundError } from '../../shared/domain/errors.js';
import { escapeHtml } from '../../shared/domain/escape-html.js';
import { ServerRenderer, type PublicContentSource, type RenderedPage } from './server-render.js';

const HASHED_ASSETS = { maxAge: '365d', immutable: true };
const SELLER_PAGE = /^\/u\/([^/?#]+)\/?$/;
/** The public site's other routes; any other path is the SPA's not-found screen, answered with 404. */
const SITE_ROUTES = /^\/(register|login|dashboard|terminos|privacidad)\/?$/;

/** What a link preview of /u/{slug} needs; PublicPageService.peek() provides it (a visit is not counted). */
export interface SellerPreviewSource {
  peek(slug: string): Promise<{
    memberId?: number;
    user: {
      name: string;
      code: string;
      city: string | null;
      country: string | null;
      photo: string | null;
      personalMessage: string | null;
      distributorTitle?: string;
    };
  }>;
}

export interface WebAppsOptions {
  /** Absolute origin for Open Graph URLs (PUBLIC_URL). */
  publicUrl: string;
  /** The company WhatsApp number the public site links to (COMPANY_WHATSAPP). */
  companyWhatsapp?: string;
  sellerPreviews?: SellerPreviewSource;
  /** The API's public lists, for the landing and distributors' pages rendered on the server. */
  publicContent?: PublicContentSource;
  /** Where the built public site lives; PUBLIC_WEB_DIST overrides it (tests point it at a fixture). */
  publicWebDist?: string;
  adminUiDist?: string;
}

/**
 * One origin for everything: the admin console at /admin, the public site at /, both with an SPA fallback to
 * their index.html (unknown /api paths are left to the API's JSON 404). Built files are served when present.
 * The public site's HTML is completed per route: landing Open Graph tags with absolute URLs, a distributor's
 * title, description and Open Graph tags on /u/{slug} (link previews in WhatsApp), and preloads of the route's code.
 */
export function serveWebApps(server: Express, options: WebAppsOptions): void {
  const adminDist = options.adminUiDist ?? ADMIN_UI_DIST;
  const publicDist = options.publicWebDist ?? process.env.PUBLIC_WEB_DIST ?? PUBLIC_WEB_DIST;
  if (existsSync(join(adminDist, 'index.html'))) {
    const index = readFileSync(join(adminDist, 'index.html'), 'utf8');
    serveSpa(server, '/admin', adminDist, () => ({ status: 200, html: index }));
  }
  if (existsSync(join(publicDist, 'index.html'))) {
    const pages = new PublicSitePages(
      readFileSync(join(publicDist, 'index.html'), 'utf8'),
      readRoutePreloads(publicDist),
      options,
      new ServerRenderer(publicDist, options.publicContent, options.companyWhatsapp),
      readStyles(publicDist),
    );
    serveSpa(server, '/', publicDist, (req) => pages.render(req.path));
  }
}

interface Page {
  status: 200 | 404;
  html: string;
}

function serveSpa(server: Express, base: string, dist: string, render: (req: Request) => Page | Promise<Page>): void {
  const assets = join(dist, 'assets');
  server.use(
    join(base, 'assets'),
    precompressed(assets),
    express.static(assets, { ...HASHED_ASSETS, fallthrough: false, setHeaders: encodingHeaders }),
  );
  // API calls never look at the disk: a static lookup costs a stat() per request (11 % of the CPU under load).
  const files = express.static(dist, { index: false, maxAge: '1h' });
  // The server renderer (dist/ssr) is not a file of the site.
  server.use(base, (req: Request, res: Response, next: NextFunction) =>
    /^\/api(\/|$)/.test(req.originalUrl) || /^\/ssr(\/|$)/.test(req.path) ? next() : files(req, res, next),
  );
  server.get(
    base === '/' ? /^\/(?!api\/|api$|uploads\/|admin(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`),
    async (req: Request, res: Response, next: NextFunction) => {
      if (!req.accepts('html')) return next();
      const page = await render(req);
      res.status(page.status).set('Cache-Control', 'no-cache').type('html').vary('Accept-Encoding');
      // A rendered page is some 30 KB of markup and data: a quarter of that on a phone's slow connection.
      if (/\bgzip\b/i.test(req.get('accept-encoding') ?? ''))
        res.set('Content-Encoding', 'gzip').send(gzipped(page.html));
      else res.send(page.html);
    },
  );
}

const compressed = new Map<string, Buffer>();

/** The gzip of a page, kept for the few pages served most (the same markup is sent again and again). */
function gzipped(html: string): Buffer {
  let body = compressed.get(html);
  if (!body) {
    body = gzipSync(html, { level: 6 });
    compressed.set(html, body);
    if (compressed.size > 64) compressed.delete(compressed.keys().next().value!);
  }
  return body;
}

/** Serves foo.js.br or foo.js.gz (written by the public site's build) to browsers that accept them. */
function precompressed(dir: string) {
  const files = existsSync(dir) ? new Set(readdirSync(dir)) : new Set<string>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = safeDecode(req.path).replace(/^\//, '');
    const accepted = (req.get('accept-encoding') ?? '').toLowerCase();
    const suffix =
      /\bbr\b/.test(accepted) && files.has(`${name}.br`)
        ? '.br'
        : /\bgzip\b/.test(accepted) && files.has(`${name}.gz`)
          ? '.gz'
          : null;
    res.vary('Accept-Encoding');
    if (suffix) req.url = `${req.url.split('?')[0]}${suffix}`;
    next();
  };
}

function encodingHeaders(res: Response, path: string): void {
  const encoding = path.endsWith('.br') ? 'br' : path.endsWith('.gz') ? 'gzip' : null;
  if (!encoding) return;
  res.setHeader('Content-Encoding', encoding);
  (res as Response).type(extname(path.slice(0, -3)));
}

interface RoutePreloads {
  [route: string]: { js: string[]; css: string[] };
}

/** The built style sheets by URL (/assets/….css), to inline into rendered pages. */
function readStyles(dist: string): Map<string, string> {
  const assets = join(dist, 'assets');
  const styles = new Map<string, string>();
  if (!existsSync(assets)) return styles;
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.css'))
      styles.set(`/assets/${file}`, readFileSync(join(assets, file), 'utf8').replace(/<\/style/gi, '<\\/style'));
  }
  return styles;
}

function readRoutePreloads(dist: string): RoutePreloads {
  try {
    return JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')) as RoutePreloads;
  } catch {
    return {};
  }
}

/** The public site's index.html, completed for each kind of page. */
class PublicSitePages {
  private readonly landing: string;
  private readonly distributorBase: string;
  private readonly other: string;

  constructor(
    index: string,
    preloads: RoutePreloads,
    private readonly options: WebAppsOptions,
    private readonly renderer: ServerRenderer,
    private readonly styles: Map<string, string>,
  ) {
    const origin = options.publicUrl.replace(/\/+$/, '');
    let base = index;
    if (options.companyWhatsapp) base = setMeta(base, 'name', 'company-whatsapp', options.companyWhatsapp);
    base = setMeta(
      base,
      'property',
      'og:image',
      absolute(origin, metaContent(base, 'property', 'og:image') ?? '/images/og-image.jpg'),
    );
    base = setMeta(base, 'property', 'og:url', `${origin}/`);
    const withoutHero = base.replace(/\s*<link [^>]*data-route="landing"[^>]*>/g, '');
    this.landing = injectPreloads(base, preloads['/']);
    this.distributorBase = injectPreloads(withoutHero, preloads['/u/']);
    this.other = withoutHero;
  }

  async render(path: string): Promise<Page> {
    if (path === '/')
      return { status: 200, html: withRendered(this.landing, await this.renderer.render('/'), this.styles) };
    const seller = path.match(SELLER_PAGE);
    if (seller) return this.distributor(safeDecode(seller[1]));
    return { status: SITE_ROUTES.test(path) ? 200 : 404, html: this.other };
  }

  /** A distributor's page with their name, message and photo for link previews; unknown or inactive: the plain SPA, 404. */
  private async distributor(slug: string): Promise<Page> {
    if (!slug) return { status: 404, html: this.distributorBase };
    if (!this.options.sellerPreviews) return { status: 200, html: this.distributorBase };
    let page: Awaited<ReturnType<SellerPreviewSource['peek']>>;
    try {
      page = await this.options.sellerPreviews.peek(slug);
    } catch (error) {
      // A database hiccup is not a dead link: the app retries through the API.
      return { status: error instanceof NotFoundError ? 404 : 200, html: this.distributorBase };
    }
    const { memberId: _internal, ...publicPage } = page;
    const encoded = encodeURIComponent(slug);
    const rendered = await this.renderer.render(`/u/${encoded}`, { [`/api/user/${encoded}`]: publicPage });
    const { user } = page;
    const origin = this.options.publicUrl.replace(/\/+$/, '');
    const place = [user.city, user.country].filter(Boolean).join(', ');
    const named = user.distributorTitle === 'distribuidora' ? 'distribuidora' : 'distribuidor';
    const title = `${user.name} | ${named === 'distribuidora' ? 'Distribuidora' : 'Distribuidor'} Multyhealth`;
    const description = truncate(
      user.personalMessage?.trim() ||
        `${user.name}, ${named} Multyhealth${place ? ` en ${place}` : ''}. Escríbeme por WhatsApp y te asesoro con Multydrink y Multytest.`,
      200,
    );
    const image = user.photo ? absolute(origin, user.photo) : `${origin}/images/og-image.jpg`;
    let html = this.distributorBase.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    html = setMeta(html, 'name', 'description', description);
    html = setMeta(html, 'property', 'og:type', 'profile');
    html = setMeta(html, 'property', 'og:title', title);
    html = setMeta(html, 'property', 'og:description', description);
    html = setMeta(html, 'property', 'og:image', image);
    html = setMeta(html, 'property', 'og:url', `${origin}/u/${encodeURIComponent(slug.toLowerCase())}`);
    html = removeMeta(html, 'property', 'og:image:width');
    html = removeMeta(html, 'property', 'og:image:height');
    html = setMeta(html, 'name', 'twitter:card', 'summary');
    // The photo is the page's largest image above the fold: fetch it with the HTML (a rendered page names it itself).
    if (!rendered && user.photo && !/^https?:/i.test(user.photo))
      html = html.replace(
        '</head>',
        () => `    <link rel="preload" href="${escapeHtml(user.photo!)}" as="image" fetchpriority="high" />\n  </head>`,
      );
    return { status: 200, html: withRendered(html, rendered, this.styles) };
  }
}

/**
 * The page's markup inside #root, and its data as inert JSON (allowed by the CSP) for the browser's hydrate(): the
 * browser shows it before any script runs and its script does not ask again (main.tsx).
 */
function withRendered(html: string, page: RenderedPage | null, styles: Map<string, string>): string {
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
  return html
    .replace('</head>', () => `    ${hints}<style>${page.headStyle.replace(/</g, '')}</style>\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${root}</div>\n    <script type="application/json" id="mh-state">${jsonForHtml(page.state)}</script>`,
    );
}

function injectPreloads(html: string, preload: { js: string[]; css: string[] } | undefined): string {
  if (!preload) return html;
  const links = [
    ...preload.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...preload.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
  return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}

const metaPattern = (attribute: string, key: string) =>
  new RegExp(`<meta\\s+${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s+content="[^"]*"\\s*/?>`);

function metaContent(html: string, attribute: string, key: string): string | null {
  const match = html.match(metaPattern(attribute, key));
  return match ? (match[0].match(/content="([^"]*)"/)?.[1] ?? null) : null;
}

/** Sets (or adds) <meta {attribute}="{key}" content="{value}">, the value HTML-escaped. */
export function setMeta(html: string, attribute: 'name' | 'property', key: string, value: string): string {
  const tag = `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const pattern = metaPattern(attribute, key);
  return pattern.test(html) ? html.replace(pattern, () => tag) : html.replace('</head>', () => `    ${tag}\n  </head>`);
}

function removeMeta(html: string, attribute: string, key: string): string {
  return html.replace(new RegExp(`\\s*${metaPattern(attribute, key).source}`), '');
}

/** JSON that cannot close its <script> element or start markup. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
