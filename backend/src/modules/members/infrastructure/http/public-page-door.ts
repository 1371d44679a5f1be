import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type { TLSSocket } from 'node:tls';
import accepts from 'accepts';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import { isDraining } from '../../../../platform/http/graceful-shutdown.js';
import type { PublicSitePages } from '../../../../platform/http/public-site-pages.js';
import { acceptsGzip, pageBody } from '../../../../platform/http/web-assets.js';
import { REQUEST_ID_HEADER, requestIdOf, safePath } from '../../../../platform/logging/request-logging.js';
import type { AppMetrics } from '../../../../platform/metrics/app-metrics.js';
import type { PublicPageService } from '../../application/public-page.service.js';
import { visitSource } from '../../domain/visit-attribution.js';
import { visitorId } from '../../../../platform/http/visitor-cookie.js';

const PAGE_JSON = /^\/api\/user\/([^/]+)$/;
const PAGE_HTML = /^\/u\/[^/]+\/?$/;
/** The page reached back from its order form without JavaScript shows that cart: Express renders it. */
const ORDER_FORM_RETURN = /(^|&)pedido=/;
const JSON_ROUTE = '/api/user/:slug';
const HTML_ROUTE = '/u/:slug';
/** Longer addresses go to Express, whose input bounds answer them. */
const MAX_URL = 1024;

export interface PublicPageDoorOptions {
  pages: PublicPageService;
  /** The public site's pages; null when the site is not built (API only). */
  sitePages: PublicSitePages | null;
  publicUrl: string;
  /** helmet's headers, read once with the application's configuration (security-headers.ts). */
  securityHeaders: Array<[string, string]>;
  /** Express's compiled `trust proxy` setting, so the client IP and HTTPS are read as Express reads them. */
  trustProxy: (address: string, hop: number) => boolean;
  logger: Logger;
  metrics: AppMetrics;
}

interface Answer {
  route: string;
  status: number;
}

/**
 * The door of the hottest request of the product: the anonymous view of a distributor's page, opened in bursts from
 * WhatsApp groups (`GET /api/user/{slug}` and its server-rendered `GET /u/{slug}`). It answers the cached page on the
 * HTTP server itself, before Express, with what makes it a production response computed once: helmet's headers, the
 * request id, the request log line, the request histogram and the visitor cookie (docs/decisions/1760-public-page-door.md).
 * Everything else goes to Express unchanged: other paths, a signed-in or cross-origin view, a conditional request,
 * a page that is not there, the page with a cart from its order form, any failure, and every request while the
 * process drains.
 */
export class PublicPageDoor {
  private readonly ownHost: string;
  private readonly jsonHeaders: Array<[string, string]>;
  private readonly htmlHeaders: Array<[string, string]>;
  private readonly observeJson: (seconds: number) => void;
  private readonly observeHtml: (seconds: number) => void;

  constructor(private readonly options: PublicPageDoorOptions) {
    this.ownHost = new URL(options.publicUrl).hostname;
    this.jsonHeaders = [
      ...options.securityHeaders,
      ['Cache-Control', 'no-store'],
      ['Content-Type', 'application/json; charset=utf-8'],
    ];
    this.htmlHeaders = [
      ...options.securityHeaders,
      ['Cache-Control', 'no-cache'],
      ['Content-Type', 'text/html; charset=utf-8'],
      ['Vary', 'Accept-Encoding'],
    ];
    const histogram = options.metrics.httpDuration;
    const json = histogram.labels({ method: 'GET', route: JSON_ROUTE, status_code: 200 });
    const html = histogram.labels({ method: 'GET', route: HTML_ROUTE, status_code: 200 });
    this.observeJson = (seconds) => json.observe(seconds);
    this.observeHtml = (seconds) => html.observe(seconds);
  }

  /** Puts the door in front of the server's one request listener (the Express application Nest created it with). */
  install(server: Server): void {
    const listeners = server.listeners('request') as RequestListener[];
    if (listeners.length !== 1) throw new Error(`Se esperaba un único manejador HTTP; hay ${listeners.length}`);
    const express = listeners[0];
    server.removeListener('request', express);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.serve(req, res, express));
  }

  serve(req: IncomingMessage, res: ServerResponse, express: RequestListener): void {
    const url = req.url ?? '';
    if (req.method !== 'GET' || url.length > MAX_URL || isDraining()) return void express(req, res);
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    const query = at === -1 ? '' : url.slice(at + 1);
    const json = PAGE_JSON.exec(path);
    const take = json
      ? !req.headers.authorization && !req.headers.origin
      : PAGE_HTML.test(path) &&
        !ORDER_FORM_RETURN.test(query) &&
        this.options.sitePages !== null &&
        this.isPlainHtmlRequest(req);
    if (!take) return void express(req, res);
    const started = Date.now();
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const ip = this.clientIp(req);
    const answer = json ? this.json(req, res, ip, json[1], query) : this.html(req, res, path, this.options.sitePages!);
    answer.then(
      (done) => this.record(req, res, { requestId, ip, started }, done),
      () => {
        // Express answers it as always (a 404, a 503…), with its own request id and log line.
        res.removeHeader('Set-Cookie');
        res.removeHeader(REQUEST_ID_HEADER);
        if (!res.headersSent) void express(req, res);
      },
    );
  }

  private async json(
    req: IncomingMessage,
    res: ServerResponse,
    ip: string,
    encodedSlug: string,
    query: string,
  ): Promise<Answer> {
    const slug = decodeURIComponent(encodedSlug);
    const params = query ? parseQuery(query) : {};
    const source = visitSource(text(params, 'src'), text(params, 'referrer'), this.ownHost);
    const json = await this.options.pages.view(slug, {
      viewer: null,
      userAgent: req.headers['user-agent'],
      ip,
      ...visitorId(req, res, () => this.isHttps(req)),
      source,
    });
    for (const [name, value] of this.jsonHeaders) res.setHeader(name, value);
    res.setHeader('Content-Length', json.byteLength);
    res.end(json);
    return { route: JSON_ROUTE, status: 200 };
  }

  private async html(req: IncomingMessage, res: ServerResponse, path: string, site: PublicSitePages): Promise<Answer> {
    const page = await site.render(path);
    if (page.status !== 200) throw new Error('not a page the door answers');
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    const { body, etag } = pageBody(page.html, gzip);
    for (const [name, value] of this.htmlHeaders) res.setHeader(name, value);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.byteLength);
    res.setHeader('ETag', etag);
    res.end(body);
    return { route: HTML_ROUTE, status: 200 };
  }

  /** A browser's plain page load: conditional requests (answered 304 by Express) and non-HTML ones go to Express. */
  private isPlainHtmlRequest(req: IncomingMessage): boolean {
    if (req.headers['if-none-match'] || req.headers['if-modified-since']) return false;
    return accepts(req).type('html') === 'html';
  }

  /** One request log line (as request-logging.ts writes it) and the request histogram. */
  private record(
    req: IncomingMessage,
    res: ServerResponse,
    { requestId, ip, started }: { requestId: string; ip: string; started: number },
    done: Answer,
  ): void {
    const durationMs = Date.now() - started;
    (done.route === JSON_ROUTE ? this.observeJson : this.observeHtml)(durationMs / 1000);
    this.options.logger.info(
      {
        requestId,
        method: 'GET',
        route: done.route,
        path: safePath(req.url ?? ''),
        status: res.statusCode,
        durationMs,
        ip,
      },
      `GET ${done.route} ${res.statusCode}`,
    );
  }

  private clientIp(req: IncomingMessage): string {
    return proxyaddr(req, this.options.trustProxy);
  }

  /** Express's `req.secure`: a TLS socket, or X-Forwarded-Proto from a trusted proxy. */
  private isHttps(req: IncomingMessage): boolean {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!this.options.trustProxy(req.socket.remoteAddress ?? '', 0)) return false;
    const forwarded = req.headers['x-forwarded-proto'];
    const proto = typeof forwarded === 'string' ? forwarded.split(',')[0].trim() : 'http';
    return proto === 'https';
  }
}

function text(params: ParsedUrlQuery, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value.slice(0, 500) : undefined;
}
