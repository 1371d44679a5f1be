/**
 * The contract between the backend (backend/src/platform/http/server-render.ts) and the public site's render bundle
 * (public-web/src/entry-server.tsx, built into public-web/dist/ssr/entry-server.js): the bundle exports
 * `serverRender`, typed by `ServerRenderBundle` on both sides.
 */

/** Answers an API path (as the browser would ask it) with the same JSON, without HTTP. */
export type ApiLoader = (apiPath: string) => Promise<unknown>;

/**
 * Where the render asks for the check of a password link (/restablecer-contrasena?token=…). The browser checks it with
 * POST /api/password-reset/check; the server answers this path itself, from the same check
 * (backend/src/platform/http/public-site-pages.ts), with a `PasswordLinkCheck`.
 */
export const passwordLinkCheckPath = (token: string) => `/api/password-reset/check?token=${encodeURIComponent(token)}`;

/** A password link as the reset page knows it: usable, with its purpose and end (ISO date), or not. */
export type PasswordLinkCheck =
  { valid: true; link: { purpose: 'password-reset' | 'welcome'; expiresAt: string } } | { valid: false };

/** What a page shows: React Query keys and their data, as loaded for it. */
export type PageData = [queryKey: readonly unknown[], data: unknown][];

/** 'Página creada por' in the footers: who made the site, linked to their site when a URL is configured. */
export interface CreatorCredit {
  name: string;
  url: string | null;
}

export interface RenderOptions {
  /** The company's WhatsApp number (COMPANY_WHATSAPP), for the links the page renders. */
  companyWhatsapp?: string;
  /** CREATOR_NAME and CREATOR_URL. */
  creator?: CreatorCredit;
}

export interface RenderedMarkup {
  /** The markup of #root. */
  html: string;
  /**
   * The page's data for the browser's hydration (the pairs of `PageData`, nothing more: the markup already carries the
   * same data once): the page does not ask again for what it shows.
   */
  state: PageData;
  /** Style for <head>: the brand's CSS variables, which the browser would otherwise only get from the script. */
  headStyle: string;
}

export interface ServerRenderBundle {
  /** The data the page at `path` shows, loaded through `load`; null for paths the browser renders itself. */
  loadPage(path: string, load: ApiLoader): Promise<PageData | null>;
  /** The page rendered by the same components the browser hydrates; the same data gives the same bytes. */
  renderPage(path: string, data: PageData, options: RenderOptions): Promise<RenderedMarkup>;
}
