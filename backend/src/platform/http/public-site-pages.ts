import { NotFoundError, ValidationError } from '../../shared/domain/errors.js';
import { escapeHtml } from '../../shared/domain/escape-html.js';
import { withNoscriptNote, withNoscriptPage } from './noscript-page.js';
import { absolute, metaContent, removeMeta, setMeta, truncate } from './page-html.js';
import { injectPreloads, renderedSearch, withRendered, type RoutePreloads } from './rendered-page-html.js';
import type { ServerRenderer, RenderedPage } from './server-render.js';
import {
  isServerRendered,
  matchSiteRoute,
  passwordLinkCheckPath,
  SERVER_RENDERED_ROUTES,
  type CreatorCredit,
  type PasswordLinkCheck,
  type ServerRenderedRoute,
  type SiteRoute,
} from '@multyhealth/rules';

/** What a link preview of /u/{slug} needs; PublicPageService.peek() provides it (a visit is not counted). */
export interface SellerPreviewSource {
  peek(slug: string): Promise<{
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

/** What the public site's pages are completed with. */
export interface PublicPagesOptions {
  /** Absolute origin for Open Graph URLs (PUBLIC_URL). */
  publicUrl: string;
  /** The company WhatsApp number the public site links to (COMPANY_WHATSAPP). */
  companyWhatsapp?: string;
  /** 'Página creada por' (CREATOR_NAME, CREATOR_URL): index.html's meta tags, read by the browser's footers. */
  creator?: CreatorCredit;
  sellerPreviews?: SellerPreviewSource;
  /** Whether /registro/{token} is a registration's link; RegistrationStatusService.view() throws NotFoundError if not. */
  registrationLinks?: { view(token: string): Promise<unknown> };
  /** Whether a password link works (PasswordResetService.inspect() throws ValidationError if not), within a budget. */
  passwordLinks?: {
    inspect(token: string): Promise<{ purpose: 'password-reset' | 'welcome'; expiresAt: Date }>;
    checks: { allow(address: string): Promise<boolean> };
  };
}

/** The shape of the private links the site hands out (registration status, password reset). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export interface Page {
  status: 200 | 404;
  html: string;
  /** A page for one person (an applicant's registration): no copy is kept anywhere, by the browser or the server. */
  private?: true;
}

/** The public site's index.html, completed for each kind of page. */
export class PublicSitePages {
  /** The app's HTML with the code and styles of each server-rendered route, before its markup goes in. */
  private readonly bases: Record<ServerRenderedRoute, string>;
  private readonly other: string;
  /** Each rendered page's finished HTML: the same markup and data always give the same bytes, built once. */
  private readonly finished = new WeakMap<RenderedPage, string>();
  private readonly noscript = new Map<SiteRoute, string>();

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
    if (route.route === 'registrationStatus') return this.registration(route.params.token, search);
    if (route.route === 'resetPassword') return this.passwordPage(search, address);
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

  /**
   * A registration's status page: 200 for a link the server knows, rendered with its status, 404 for any other token.
   * Back from the online checkout (`?id=`), the browser draws it: its API call confirms the payment first.
   */
  private async registration(token: string, search: string): Promise<Page> {
    if (!LINK_TOKEN.test(token)) return { status: 404, html: this.other };
    const drawn: Page = { status: 200, html: this.drawnByBrowser('registrationStatus'), private: true };
    if (!this.options.registrationLinks) return drawn;
    let view: unknown;
    try {
      view = await this.options.registrationLinks.view(token);
    } catch (error) {
      // A database hiccup is not a dead link: the page retries through the API.
      return error instanceof NotFoundError ? { status: 404, html: this.other } : drawn;
    }
    if (new URLSearchParams(search).has('id')) return drawn;
    const path = `/registro/${encodeURIComponent(token)}`;
    // What the API's JSON gives the browser (dates as text), so the hydrated page matches the rendered one.
    const data: unknown = JSON.parse(JSON.stringify(view));
    const rendered = await this.renderer.render(
      path,
      { [`/api/registration/${encodeURIComponent(token)}`]: data },
      'private',
    );
    if (!rendered) return drawn;
    const html = withNoscriptNote(
      withRendered(this.bases.registrationStatus, rendered, this.styles),
      'registrationStatus',
    );
    return { status: 200, html, private: true };
  }

  /**
   * The page of an e-mailed password link, rendered with its check: the form for a link that works, the way to ask
   * for a new one otherwise. Private: the address carries the link. Over the address's budget of checks, or if the
   * check fails, it is rendered unchecked and the browser asks the API.
   */
  private async passwordPage(search: string, address: string): Promise<Page> {
    const token = new URLSearchParams(search).get('token');
    if (!token) return { status: 200, html: await this.serverRendered('/restablecer-contrasena', 'resetPassword') };
    const path = `/restablecer-contrasena?${new URLSearchParams({ token }).toString()}`;
    const known: Record<string, PasswordLinkCheck> = {};
    if (!LINK_TOKEN.test(token)) known[passwordLinkCheckPath(token)] = { valid: false };
    else if (this.options.passwordLinks && (await this.options.passwordLinks.checks.allow(address))) {
      try {
        const link = await this.options.passwordLinks.inspect(token);
        known[passwordLinkCheckPath(token)] = {
          valid: true,
          link: { purpose: link.purpose, expiresAt: link.expiresAt.toISOString() },
        };
      } catch (error) {
        if (error instanceof ValidationError) known[passwordLinkCheckPath(token)] = { valid: false };
        // Anything else (the database): rendered unchecked.
      }
    }
    const rendered = await this.renderer.render(path, known, 'private');
    const html = rendered
      ? withNoscriptNote(withRendered(this.bases.resetPassword, rendered, this.styles), 'resetPassword')
      : this.drawnByBrowser('resetPassword');
    return { status: 200, html, private: true };
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
    const named = user.distributorTitle === 'distribuidora' ? 'distribuidora' : 'distribuidor';
    const title = `${user.name} | ${named === 'distribuidora' ? 'Distribuidora' : 'Distribuidor'} Multyhealth`;
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
