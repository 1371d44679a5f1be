import { NotFoundError } from '../../shared/domain/errors.js';
import { escapeHtml } from '../../shared/domain/escape-html.js';
import { withNoscriptNote, withNoscriptPage } from './noscript-page.js';
import { absolute, metaContent, removeMeta, setMeta, truncate } from './page-html.js';
import type { Page, PublicPagesOptions, SellerPreviewSource } from './site-pages.js';
import { orderTrackingPage, passwordPage, registrationPage, type PrivatePagesContext } from './private-site-pages.js';
import { injectPreloads, renderedSearch, withRendered, type RoutePreloads } from './rendered-page-html.js';
import type { ServerRenderer, RenderedPage } from './server-render.js';
import {
  distributorTitleLabel,
  isServerRendered,
  matchSiteRoute,
  SERVER_RENDERED_ROUTES,
  type ServerRenderedRoute,
  type SiteRoute,
} from '@multyhealth/rules';

export type { Page, PublicPagesOptions, SellerPreviewSource } from './site-pages.js';

/** The public site's index.html, completed for each kind of page. */
export class PublicSitePages {
  /** The app's HTML with the code and styles of each server-rendered route, before its markup goes in. */
  private readonly bases: Record<ServerRenderedRoute, string>;
  private readonly other: string;
  /** Each rendered page's finished HTML: the same markup and data always give the same bytes, built once. */
  private readonly finished = new WeakMap<RenderedPage, string>();
  private readonly noscript = new Map<SiteRoute, string>();
  private readonly privatePages: PrivatePagesContext;

  constructor(
    index: string,
    preloads: RoutePreloads,
    private readonly options: PublicPagesOptions,
    private readonly renderer: ServerRenderer,
    private readonly styles: Map<string, string>,
  ) {
    const origin = options.publicUrl.replace(/\/+$/, '');
    let base = index;
    if (options.companyWhatsapp) base = setMeta(base, 'name', 'company-whatsapp', options.companyWhatsapp);
    if (options.creator) {
      base = setMeta(base, 'name', 'creator-name', options.creator.name);
      base = options.creator.url
        ? setMeta(base, 'name', 'creator-url', options.creator.url)
        : removeMeta(base, 'name', 'creator-url');
    }
    base = setMeta(
      base,
      'property',
      'og:image',
      absolute(origin, metaContent(base, 'property', 'og:image') ?? '/images/og-image.jpg'),
    );
    base = setMeta(base, 'property', 'og:url', `${origin}/`);
    const withoutHero = base.replace(/\s*<link [^>]*data-route="landing"[^>]*>/g, '');
    // Only the landing shows the hero image its preload names.
    this.bases = Object.fromEntries(
      SERVER_RENDERED_ROUTES.map((route) => [
        route,
        injectPreloads(route === 'home' ? base : withoutHero, preloads[route]),
      ]),
    ) as Record<ServerRenderedRoute, string>;
    this.other = withoutHero;
    this.privatePages = {
      bases: this.bases,
      other: this.other,
      options,
      renderer,
      styles,
      drawnByBrowser: (route) => this.drawnByBrowser(route),
      serverRendered: (path, route) => this.serverRendered(path, route),
    };
  }

  /**
   * `pedido`: the cart of a distributor page reached from its order form without JavaScript (checked by the caller).
   * `search`: the query (`?token=…`), which the pages with a form render from. `address`: the visitor's, for the
   * budget of password-link checks.
   */
  async render(path: string, pedido?: string, search = '', address = ''): Promise<Page> {
    if (path === '/') {
      const rendered = await this.renderer.render('/');
      return { status: 200, html: this.finish(rendered, () => withRendered(this.bases.home, rendered, this.styles)) };
    }
    // The site's own route list (rules/src/site-routes.ts): what the app draws is 200, anything else its 404 screen.
    const route = matchSiteRoute(path);
    if (!route) return { status: 404, html: this.other };
    if (route.route === 'distributor') return this.distributor(route.params.slug, pedido);
    if (route.route === 'registrationStatus') return registrationPage(this.privatePages, route.params.token, search);
    if (route.route === 'resetPassword') return passwordPage(this.privatePages, search, address);
    if (route.route === 'orderTracking') return orderTrackingPage(this.privatePages, route.params.reference, search);
    if (isServerRendered(route.route))
      return { status: 200, html: await this.serverRendered(`${path}${renderedSearch(search)}`, route.route) };
    return { status: 200, html: this.drawnByBrowser(route.route) };
  }

  /** A page rendered with the site's components; without the renderer, or if it failed, the page the browser draws. */
  private async serverRendered(path: string, route: ServerRenderedRoute): Promise<string> {
    const rendered = await this.renderer.render(path);
    if (!rendered) return this.drawnByBrowser(route);
    return this.finish(rendered, () => withNoscriptNote(withRendered(this.bases[route], rendered, this.styles), route));
  }

  /** A page the browser draws: the plain app, with the page's heading and a note for a browser without JavaScript. */
  private drawnByBrowser(route: SiteRoute): string {
    let html = this.noscript.get(route);
    if (html === undefined) {
      html = withNoscriptPage(this.other, route);
      this.noscript.set(route, html);
    }
    return html;
  }

  /** A distributor's page with their name, message and photo for link previews; unknown or inactive: the plain SPA, 404. */
  private async distributor(slug: string, pedido?: string): Promise<Page> {
    if (!slug) return { status: 404, html: this.bases.distributor };
    if (!this.options.sellerPreviews) return { status: 200, html: this.bases.distributor };
    let page: Awaited<ReturnType<SellerPreviewSource['peek']>>;
    try {
      page = await this.options.sellerPreviews.peek(slug);
    } catch (error) {
      // A database hiccup is not a dead link: the app retries through the API.
      return { status: error instanceof NotFoundError ? 404 : 200, html: this.bases.distributor };
    }
    const encoded = encodeURIComponent(slug);
    // The cached page itself (not a copy): while it is the same object, the renderer reuses the page made from it.
    const path = `/u/${encoded}${pedido ? `?pedido=${pedido}` : ''}`;
    const rendered = await this.renderer.render(path, { [`/api/user/${encoded}`]: page });
    return { status: 200, html: this.finish(rendered, () => this.preview(slug, page.user, rendered)) };
  }

  private finish(rendered: RenderedPage | null, build: () => string): string {
    if (!rendered) return build();
    let html = this.finished.get(rendered);
    if (html === undefined) {
      html = build();
      this.finished.set(rendered, html);
    }
    return html;
  }

  /** The distributor's page completed with their name, message and photo for link previews. */
  private preview(
    slug: string,
    user: Awaited<ReturnType<SellerPreviewSource['peek']>>['user'],
    rendered: RenderedPage | null,
  ): string {
    const origin = this.options.publicUrl.replace(/\/+$/, '');
    const place = [user.city, user.country].filter(Boolean).join(', ');
    const label = distributorTitleLabel(user.distributorTitle);
    const named = label.toLowerCase();
    const title = `${user.name} | ${label} Multyhealth`;
    const description = truncate(
      user.personalMessage?.trim() ||
        `${user.name}, ${named} Multyhealth${place ? ` en ${place}` : ''}. Escríbeme por WhatsApp y te asesoro con Multydrink y Multytest.`,
      200,
    );
    const image = user.photo ? absolute(origin, user.photo) : `${origin}/images/og-image.jpg`;
    let html = this.bases.distributor.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
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
    return withRendered(html, rendered, this.styles);
  }
}
