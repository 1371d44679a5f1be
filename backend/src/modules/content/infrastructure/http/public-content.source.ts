import {
  ACCOUNT_PRICING_PATH,
  AUDIENCE_ANNOUNCEMENTS_PATH,
  LEGAL_TEXT_PATH,
  PUBLIC_CONTENT_LIST_NAMES,
  PUBLIC_CONTENT_LISTS,
} from '@multyhealth/rules';
import type { PublicContentSource } from '../../../../platform/http/server-render.js';
import { NotFoundError } from '../../../../shared/domain/errors.js';
import { LEGAL_KINDS } from '../../domain/legal-text.js';
import type { PublicContentController } from './public-content.controller.js';
import type { PublicLegalTextsController } from './public-legal-texts.controller.js';

/**
 * The public content GETs answered in process, by API path, with the JSON the API sends: the server-rendered pages
 * (platform/http/server-render.ts) show exactly what the browser would have fetched. The paths come from the shared
 * registry PUBLIC_CONTENT_LISTS, the legal texts and the registration price (as a visitor sees it).
 */
export function publicContentByPath(
  api: PublicContentController,
  legal: PublicLegalTextsController,
  accountPricing: { current(user: null): Promise<unknown> },
): PublicContentSource {
  const routes = new Map<string, (query: URLSearchParams) => Promise<unknown>>(
    PUBLIC_CONTENT_LIST_NAMES.map((name) => [PUBLIC_CONTENT_LISTS[name], () => api.lists[name]()]),
  );
  routes.set(AUDIENCE_ANNOUNCEMENTS_PATH, (query) =>
    api.announcementsFor({
      city: query.get('city')?.trim().slice(0, 100) || undefined,
      country: query.get('country')?.trim().slice(0, 100) || undefined,
    }),
  );
  routes.set(ACCOUNT_PRICING_PATH, () => accountPricing.current(null));
  for (const kind of LEGAL_KINDS) routes.set(`${LEGAL_TEXT_PATH}/${kind}`, () => legal.get(kind));
  return {
    async get(apiPath) {
      const url = new URL(apiPath, 'http://local');
      const route = routes.get(url.pathname);
      if (!route) throw new NotFoundError(`Ruta de contenido desconocida: ${url.pathname}`);
      // Plain JSON, as a browser would receive it (no DTO class instances).
      return JSON.parse(JSON.stringify(await route(url.searchParams))) as unknown;
    },
  };
}
