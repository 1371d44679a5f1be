import { NotFoundError, ValidationError } from '../../shared/domain/errors.js';
import {
  passwordLinkCheckPath,
  type PasswordLinkCheck,
  type ServerRenderedRoute,
  type SiteRoute,
} from '@multyhealth/rules';
import { withNoscriptNote } from './noscript-page.js';
import { setMeta } from './page-html.js';
import type { Page, PublicPagesOptions } from './site-pages.js';
import { withRendered } from './rendered-page-html.js';
import type { ServerRenderer } from './server-render.js';

/** The shape of the private links the site hands out (registration status, password reset, an order's page). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** What the pages for one person need of the public site's pages (public-site-pages.ts). */
export interface PrivatePagesContext {
  bases: Record<ServerRenderedRoute, string>;
  other: string;
  options: PublicPagesOptions;
  renderer: ServerRenderer;
  styles: Map<string, string>;
  drawnByBrowser(route: SiteRoute): string;
  serverRendered(path: string, route: ServerRenderedRoute): Promise<string>;
}

/**
 * A registration's status page: 200 for a link the server knows, rendered with its status, 404 for any other token.
 * Back from the online checkout (`?id=`), the browser draws it: its API call confirms the payment first.
 */
export async function registrationPage(site: PrivatePagesContext, token: string, search: string): Promise<Page> {
  if (!LINK_TOKEN.test(token)) return { status: 404, html: site.other };
  const drawn: Page = { status: 200, html: site.drawnByBrowser('registrationStatus'), private: true };
  if (!site.options.registrationLinks) return drawn;
  let view: unknown;
  try {
    view = await site.options.registrationLinks.view(token);
  } catch (error) {
    // A database hiccup is not a dead link: the page retries through the API.
    return error instanceof NotFoundError ? { status: 404, html: site.other } : drawn;
  }
  if (new URLSearchParams(search).has('id')) return drawn;
  const path = `/registro/${encodeURIComponent(token)}`;
  // What the API's JSON gives the browser (dates as text), so the hydrated page matches the rendered one.
  const data: unknown = JSON.parse(JSON.stringify(view));
  const rendered = await site.renderer.render(
    path,
    { [`/api/registration/${encodeURIComponent(token)}`]: data },
    'private',
  );
  if (!rendered) return drawn;
  const html = withNoscriptNote(
    withRendered(site.bases.registrationStatus, rendered, site.styles),
    'registrationStatus',
  );
  return { status: 200, html, private: true };
}

/**
 * The page of an e-mailed password link, rendered with its check: the form for a link that works, the way to ask
 * for a new one otherwise. Private: the address carries the link. Over the address's budget of checks, or if the
 * check fails, it is rendered unchecked and the browser asks the API.
 */
export async function passwordPage(site: PrivatePagesContext, search: string, address: string): Promise<Page> {
  const token = new URLSearchParams(search).get('token');
  if (!token) return { status: 200, html: await site.serverRendered('/restablecer-contrasena', 'resetPassword') };
  const path = `/restablecer-contrasena?${new URLSearchParams({ token }).toString()}`;
  const known: Record<string, PasswordLinkCheck> = {};
  if (!LINK_TOKEN.test(token)) known[passwordLinkCheckPath(token)] = { valid: false };
  else if (site.options.passwordLinks && (await site.options.passwordLinks.checks.allow(address))) {
    try {
      const link = await site.options.passwordLinks.inspect(token);
      known[passwordLinkCheckPath(token)] = {
        valid: true,
        link: { purpose: link.purpose, expiresAt: link.expiresAt.toISOString() },
      };
    } catch (error) {
      if (error instanceof ValidationError) known[passwordLinkCheckPath(token)] = { valid: false };
      // Anything else (the database): rendered unchecked.
    }
  }
  const rendered = await site.renderer.render(path, known, 'private');
  const html = rendered
    ? withNoscriptNote(withRendered(site.bases.resetPassword, rendered, site.styles), 'resetPassword')
    : site.drawnByBrowser('resetPassword');
  return { status: 200, html, private: true };
}

/** The customer's order page carries its private link: sent to no other site, never indexed. */
const ORDER_PAGE_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };
const noindex = (html: string) => setMeta(html, 'name', 'robots', 'noindex');

/**
 * The customer's page of an order (/pedido/{reference}?t=…), rendered with the order: 404 for a wrong or missing token
 * or an unknown reference, alike. If the order cannot be read (the database), the browser draws it and asks the API.
 */
export async function orderTrackingPage(site: PrivatePagesContext, reference: string, search: string): Promise<Page> {
  const token = new URLSearchParams(search).get('t') ?? '';
  const page = (status: 200 | 404, html: string): Page => ({
    status,
    html: noindex(html),
    private: true,
    headers: ORDER_PAGE_HEADERS,
  });
  const drawn = page(200, site.drawnByBrowser('orderTracking'));
  if (!site.options.orderTracking) return drawn;
  let view: unknown;
  try {
    view = await site.options.orderTracking.view(reference, LINK_TOKEN.test(token) ? token : '');
  } catch (error) {
    return error instanceof NotFoundError ? page(404, site.drawnByBrowser('orderTracking')) : drawn;
  }
  const query = new URLSearchParams({ t: token }).toString();
  const path = `/pedido/${encodeURIComponent(reference)}?${query}`;
  // What the API's JSON gives the browser (dates as text), so the hydrated page matches the rendered one.
  const data: unknown = JSON.parse(JSON.stringify(view));
  const rendered = await site.renderer.render(
    path,
    { [`/api/orders/${encodeURIComponent(reference)}?${query}`]: data },
    'private',
  );
  if (!rendered) return drawn;
  return page(200, withRendered(site.bases.orderTracking, rendered, site.styles));
}
