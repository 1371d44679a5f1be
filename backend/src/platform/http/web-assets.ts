import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import etag from 'etag';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ADMIN_UI_DIST, PUBLIC_WEB_DIST } from '../../config/paths.js';
import { safeDecode } from './page-html.js';
import { PublicSitePages, type Page, type PublicPagesOptions } from './public-site-pages.js';
import { readRoutePreloads, readStyles } from './rendered-page-html.js';
import { ServerRenderer, type PublicContentSource } from './server-render.js';

const HASHED_ASSETS = { maxAge: '365d', immutable: true };

export interface WebAppsOptions extends PublicPagesOptions {
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
export function serveWebApps(server: Express, options: WebAppsOptions): PublicSitePages | null {
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
      new ServerRenderer(publicDist, options.publicContent, {
        companyWhatsapp: options.companyWhatsapp,
        creator: options.creator,
      }),
      readStyles(publicDist),
    );
    serveSpa(server, '/', publicDist, (req) =>
      pages.render(req.path, orderLink(req.query.pedido), search(req), req.ip ?? ''),
    );
    return pages;
  }
  return null;
}

function serveSpa(server: Express, base: string, dist: string, render: (req: Request) => Page | Promise<Page>): void {
  const assets = join(dist, 'assets');
  server.use(
    join(base, 'assets'),
    precompressed(assets),
    express.static(assets, { ...HASHED_ASSETS, fallthrough: false, setHeaders: encodingHeaders }),
  );
  // API calls never look at the disk: a static lookup costs a stat() per request (11 % of the CPU under load).
  const files = express.static(dist, { index: false, maxAge: '1h', setHeaders: serviceWorkerHeaders(dist) });
  // The server renderer (dist/ssr) is not a file of the site.
  server.use(base, (req: Request, res: Response, next: NextFunction) =>
    /^\/api(\/|$)/.test(req.originalUrl) || /^\/ssr(\/|$)/.test(req.path) ? next() : files(req, res, next),
  );
  server.get(
    base === '/' ? /^\/(?!api\/|api$|uploads\/|admin(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`),
    async (req: Request, res: Response, next: NextFunction) => {
      if (!req.accepts('html')) return next();
      const page = await render(req);
      res
        .status(page.status)
        .set('Cache-Control', page.private ? 'no-store' : 'no-cache')
        .set(page.headers ?? {})
        .type('html')
        .vary('Accept-Encoding');
      if (!acceptsGzip(req.get('accept-encoding'))) res.send(page.html);
      else if (page.private) res.set('Content-Encoding', 'gzip').send(gzipSync(page.html, { level: 6 }));
      else res.set('Content-Encoding', 'gzip').send(pageBody(page.html, true).body);
    },
  );
}

export const acceptsGzip = (acceptEncoding: string | undefined) => /\bgzip\b/i.test(acceptEncoding ?? '');

interface PageBody {
  body: Buffer;
  /** The weak ETag Express's `res.send` gives these bytes. */
  etag: string;
}

const bodies = new Map<string, { plain?: PageBody; gzip?: PageBody }>();

/**
 * A page's bytes as sent (gzip or plain) and their ETag, kept for the few pages served most: the same markup is sent
 * again and again (a rendered page is some 30 KB of markup and data, a quarter of that gzipped).
 */
export function pageBody(html: string, gzip: boolean): PageBody {
  let entry = bodies.get(html);
  if (!entry) {
    entry = {};
    bodies.set(html, entry);
    if (bodies.size > 64) bodies.delete(bodies.keys().next().value!);
  }
  const kind = gzip ? 'gzip' : 'plain';
  let body = entry[kind];
  if (!body) {
    const bytes = gzip ? gzipSync(html, { level: 6 }) : Buffer.from(html, 'utf8');
    body = { body: bytes, etag: etag(bytes, { weak: true }) };
    entry[kind] = body;
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
  res.type(extname(path.slice(0, -3)));
}

/** The service worker (/sw.js) is checked on every visit: a new version must reach the browser within one visit. */
function serviceWorkerHeaders(dist: string) {
  const worker = join(dist, 'sw.js');
  return (res: Response, path: string) => {
    if (path === worker) res.setHeader('Cache-Control', 'no-cache');
  };
}

/** The request's query with its `?`, or nothing. */
function search(req: Request): string {
  const start = req.originalUrl.indexOf('?');
  return start === -1 ? '' : req.originalUrl.slice(start);
}

/** The quantities `?pedido=3x2.5x1` of a distributor page the order form sent back to (steppers without JavaScript). */
function orderLink(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{1,10}x\d{1,2}(\.\d{1,10}x\d{1,2}){0,19}$/.test(value) ? value : undefined;
}
