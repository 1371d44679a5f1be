import { NotFoundError } from '../../../../shared/domain/errors.js';
import type { PublicContentController } from './public-content.controller.js';

/**
 * The public content GETs answered in process, by API path, with the JSON the API sends: the server-rendered pages
 * (platform/http/server-render.ts) show exactly what the browser would have fetched.
 */
export function publicContentByPath(api: PublicContentController): { get(apiPath: string): Promise<unknown> } {
  const routes: Record<string, (query: URLSearchParams) => Promise<unknown>> = {
    '/api/products': () => api.productList(),
    '/api/product-features': () => api.featureList(),
    '/api/testimonials': () => api.testimonialList(),
    '/api/team-images': () => api.teamList(),
    '/api/faq': () => api.faqList(),
    '/api/corporate-video': () => api.corporateVideo(),
    '/api/announcements/all': () => api.allAnnouncements(),
    '/api/announcements': (query) =>
      api.announcementsFor({
        city: query.get('city')?.trim().slice(0, 100) || undefined,
        country: query.get('country')?.trim().slice(0, 100) || undefined,
      }),
  };
  return {
    async get(apiPath) {
      const url = new URL(apiPath, 'http://local');
      const route = routes[url.pathname];
      if (!route) throw new NotFoundError(`Ruta de contenido desconocida: ${url.pathname}`);
      // Plain JSON, as a browser would receive it (no DTO class instances).
      return JSON.parse(JSON.stringify(await route(url.searchParams))) as unknown;
    },
  };
}
