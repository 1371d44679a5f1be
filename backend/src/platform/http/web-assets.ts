import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ADMIN_UI_DIST, PUBLIC_WEB_DIST } from '../../config/paths.js';
import { NotFoundError } from '../../shared/domain/errors.js';
import { escapeHtml } from '../escape-html.js';

const HASHED_ASSETS = { maxAge: '365d', immutable: true };
const SELLER_PAGE = /^\/u\/([^/?#]+)\/?$/;
/** The public site's other routes; any other path is the SPA's not-found screen, answered with 404. */
const SITE_ROUTES = /^\/(register|login|dashboard|terminos|privacidad)\/?$/;

/** What a link preview of /u/{slug} needs; PublicPageService.peek() provides it (a visit is not counted). */
export interface SellerPreviewSource {
  peek(slug: string): Promise<{
    memberId?: number;
    user: { name: string; code: string; city: string | null; country: string | null; photo: string | null; personalMessage: string | null; distributorTitle?: string };
  }>;
}

export interface WebAppsOptions {
  /** Absolute origin for Open Graph URLs (PUBLIC_URL). */
  publicUrl: string;
  /** The company WhatsApp number the public site links to (COMPANY_WHATSAPP). */
  companyWhatsapp?: string;
  sellerPreviews?: SellerPreviewSource;
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
    const pages = new PublicSitePages(readFileSync(join(publicDist, 'index.html'), 'utf8'), readRoutePreloads(publicDist), options);
    serveSpa(server, '/', publicDist, (req) => pages.render(req.path));
  }
}

interface Page {
  status: 200 | 404;
  html: string;
}

function serveSpa(server: Express, base: string, dist: string, render: (req: Request) => Page | Promise<Page>): void {
  const assets = join(dist, 'assets');
  server.use(join(base, 'assets'), precompressed(assets), express.static(assets, { ...HASHED_ASSETS, fallthrough: false, setHeaders: encodingHeaders }));
  // API calls never look at the disk: a static lookup costs a stat() per request (11 % of the CPU under load).
  const files = express.static(dist, { index: false, maxAge: '1h' });
  server.use(base, (req: Request, res: Response, next: NextFunction) => (/^\/api(\/|$)/.test(req.originalUrl) ? next() : files(req, res, next)));
  server.get(base === '/' ? /^\/(?!api\/|api$|uploads\/|admin(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`), async (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    const page = await render(req);
    res.status(page.status).set('Cache-Control', 'no-cache').type('html').send(page.html);
  });
}

/** Serves foo.js.br or foo.js.gz (written by the public site's build) to browsers that accept them. */
function precompressed(dir: string) {
  const files = existsSync(dir) ? new Set(readdirSync(dir)) : new Set<string>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = safeDecode(req.path).replace(/^\//, '');
    const accepted = (req.get('accept-encoding') ?? '').toLowerCase();
    const suffix = /\bbr\b/.test(accepted) && files.has(`${name}.br`) ? '.br' : /\bgzip\b/.test(accepted) && files.has(`${name}.gz`) ? '.gz' : null;
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

  constructor(index: string, preloads: RoutePreloads, private readonly options: WebAppsOptions) {
    const origin = options.publicUrl.replace(/\/+$/, '');
    let base = index;
    if (options.companyWhatsapp) base = setMeta(base, 'name', 'company-whatsapp', options.companyWhatsapp);
    base = setMeta(base, 'property', 'og:image', absolute(origin, metaContent(base, 'property', 'og:image') ?? '/images/og-image.jpg'));
    base = setMeta(base, 'property', 'og:url', `${origin}/`);
    const withoutHero = base.replace(/\s*<link [^>]*data-route="landing"[^>]*>/g, '');
    this.landing = injectPreloads(base, preloads['/']);
    this.distributorBase = injectPreloads(withoutHero, preloads['/u/']);
    this.other = withoutHero;
  }

  async render(path: string): Promise<Page> {
    if (path === '/') return { status: 200, html: this.landing };
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
    const { user } = page;
    const origin = this.options.publicUrl.replace(/\/+$/, '');
    const place = [user.city, user.country].filter(Boolean).join(', ');
    const named = user.distributorTitle === 'distribuidora' ? 'distribuidora' : 'distribuidor';
    const title = `${user.name} | ${named === 'distribuidora' ? 'Distribuidora' : 'Distribuidor'} Multyhealth`;
    const description = truncate(
      user.personalMessage?.trim() || `${user.name}, ${named} Multyhealth${place ? ` en ${place}` : ''}. Escríbeme por WhatsApp y te asesoro con Multydrink y Multytest.`,
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
    // The page itself travels with the HTML (inert JSON, allowed by the CSP), so the hero renders without another round
    // trip; the app still asks the API, which counts the visit.
    html = html.replace('</head>', () => `    <script type="application/json" id="mh-page-data">${jsonForHtml(publicPage)}</script>\n  </head>`);
    // The photo is the page's largest image above the fold: fetch it with the HTML.
    if (user.photo && !/^https?:/i.test(user.photo)) html = html.replace('</head>', () => `    <link rel="preload" href="${escapeHtml(user.photo!)}" as="image" fetchpriority="high" />\n  </head>`);
    return { status: 200, html };
  }
}

function injectPreloads(html: string, preload: { js: string[]; css: string[] } | undefined): string {
  if (!preload) return html;
  const links = [
    ...preload.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...preload.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ];
  return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}

const metaPattern = (attribute: string, key: string) => new RegExp(`<meta\\s+${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s+content="[^"]*"\\s*/?>`);

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
