import type { Request } from 'express';

/**
 * The route a request matched, as its pattern (`/api/user/:slug`), never the raw path: a bounded set of values for
 * logs and metric labels. Requests no API route matched are grouped by what served them.
 */
export function routePattern(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl ?? ''}${route.path}`;
  const path = req.originalUrl.split('?')[0];
  if (/^\/api(\/|$)/.test(path)) return '/api/(sin ruta)';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (/^\/(admin\/)?assets\//.test(path)) return '(estáticos)';
  if (route) return '(sitio)';
  return '(otros)';
}
