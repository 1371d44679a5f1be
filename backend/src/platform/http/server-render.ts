import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData, RenderOptions, ServerRenderBundle } from '@multyhealth/rules';
import { Logger } from '@nestjs/common';

/** Answers a public GET of the API (/api/products, /api/faq, ...) with the JSON the API would send. */
export interface PublicContentSource {
  get(apiPath: string): Promise<unknown>;
}

export interface RenderedPage {
  /** The markup of #root. */
  root: string;
  /** The page's query keys and data for the browser's hydration (main.tsx). */
  state: PageData;
  headStyle: string;
}

/** Content lists change rarely and a page view must cost almost nothing: each is read at most once a second. */
const CONTENT_TTL_MS = 1000;
const MAX_ENTRIES = 256;

/**
 * Renders the landing and distributors' pages with the public site's own React components. Without a built renderer
 * (a backend started before the front end was built, most backend tests) every page is the plain single-page app.
 * The same page with the same data is rendered once: the markup is kept, keyed by the data it shows.
 */
export class ServerRenderer {
  private module?: Promise<ServerRenderBundle | null>;
  private readonly content = new Map<string, { at: number; value: Promise<unknown> }>();
  private readonly rendered = new Map<string, Promise<RenderedPage>>();
  /** Each path's last page and the API answers it was made of, by identity: a view of unchanged data reuses it. */
  private readonly last = new Map<string, { inputs: Map<string, unknown>; page: RenderedPage }>();
  private readonly logger = new Logger('ServerRenderer');

  constructor(
    private readonly dist: string,
    private readonly source: PublicContentSource | undefined,
    /** What every page renders the same way: the company's number and the footers' credit. */
    private readonly site: RenderOptions,
  ) {}

  /**
   * Imported with the first page, not at start-up: an instance that serves no page never loads React. The bundle
   * exports `serverRender`, typed by the shared ServerRenderBundle (rules/src/server-render.ts) on both sides.
   */
  private renderer(): Promise<ServerRenderBundle | null> {
    const file = join(this.dist, 'ssr', 'entry-server.js');
    this.module ??=
      this.source && existsSync(file)
        ? (import(pathToFileURL(file).href) as Promise<{ serverRender: ServerRenderBundle }>).then(
            ({ serverRender }) => serverRender,
            (error: unknown) => {
              this.logger.error(`No se pudo cargar el renderizador del sitio público: ${String(error)}`);
              return null;
            },
          )
        : Promise.resolve(null);
    return this.module;
  }

  /**
   * The page at `path`, or null when it is not rendered on the server or rendering failed (the browser then renders
   * it). `known` answers API paths the caller already read (the distributor's page). A private page (an applicant's
   * registration, a password link) shows only `known` and is rendered for its request: neither it nor its data is
   * kept, and its path (which carries the token) is not logged.
   */
  async render(
    path: string,
    known: Record<string, unknown> = {},
    visibility: 'public' | 'private' = 'public',
  ): Promise<RenderedPage | null> {
    const renderer = await this.renderer();
    if (!renderer) return null;
    if (visibility === 'private') return this.renderOnce(renderer, path, known);
    try {
      const previous = this.last.get(path);
      if (previous && (await this.unchanged(previous.inputs, known))) return previous.page;
      const inputs = new Map<string, unknown>();
      let complete = true;
      const data = await renderer.loadPage(path, async (apiPath) => {
        try {
          const value = apiPath in known ? known[apiPath] : await this.read(apiPath);
          inputs.set(apiPath, value);
          return value;
        } catch (error) {
          complete = false;
          throw error;
        }
      });
      if (!data) return null;
      const key = `${path}\n${JSON.stringify(data)}`;
      let pending = this.rendered.get(key);
      if (!pending) {
        pending = renderer.renderPage(path, data, this.site).then((result) => ({
          root: result.html,
          state: result.state,
          headStyle: result.headStyle,
        }));
        remember(this.rendered, key, pending);
        pending.catch(() => this.rendered.delete(key));
      }
      const page = await pending;
      // A page missing a list that failed to load is not kept: the next view asks for that list again.
      if (complete) remember(this.last, path, { inputs, page });
      return page;
    } catch (error) {
      this.logger.error(`No se pudo renderizar ${path} en el servidor: ${String(error)}`);
      return null;
    }
  }

  private async renderOnce(
    renderer: ServerRenderBundle,
    path: string,
    known: Record<string, unknown>,
  ): Promise<RenderedPage | null> {
    try {
      const data = await renderer.loadPage(path, async (apiPath) => {
        if (!(apiPath in known)) throw new Error('Una página privada solo muestra lo que se le pasó');
        return known[apiPath];
      });
      if (!data) return null;
      const result = await renderer.renderPage(path, data, this.site);
      return { root: result.html, state: result.state, headStyle: result.headStyle };
    } catch (error) {
      this.logger.error(
        `No se pudo renderizar ${path.split(/[?]/)[0].split('/').slice(0, 2).join('/')} en el servidor: ${String(error)}`,
      );
      return null;
    }
  }

  /** Whether every API answer a page was made of is still the very same object (cached data is never mutated). */
  private async unchanged(inputs: Map<string, unknown>, known: Record<string, unknown>): Promise<boolean> {
    try {
      for (const [apiPath, value] of inputs)
        if ((apiPath in known ? known[apiPath] : await this.read(apiPath)) !== value) return false;
      return true;
    } catch {
      return false;
    }
  }

  private read(apiPath: string): Promise<unknown> {
    const cached = this.content.get(apiPath);
    if (cached && Date.now() - cached.at < CONTENT_TTL_MS) return cached.value;
    const value = this.source!.get(apiPath);
    remember(this.content, apiPath, { at: Date.now(), value });
    value.catch(() => this.content.delete(apiPath));
    return value;
  }
}

/** Map insertion order as a least-recently-added eviction: enough to bound memory. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}
