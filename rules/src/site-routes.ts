/**
 * Every page the public site draws, declared once: the browser's router mounts them and the server answers them
 * 200 (any other path 404). `:name` is one non-empty path segment.
 */
export const SITE_ROUTES = {
  home: '/',
  distributor: '/u/:slug',
  register: '/register',
  login: '/login',
  dashboard: '/dashboard',
  terms: '/terminos',
  privacy: '/privacidad',
  forgotPassword: '/recuperar-contrasena',
  resetPassword: '/restablecer-contrasena',
  registrationStatus: '/registro/:token',
  orderTracking: '/pedido/:reference',
} as const;

export type SiteRoute = keyof typeof SITE_ROUTES;

/**
 * The pages the server renders with the site's own components (public-web/src/entry-server.tsx) and the browser
 * hydrates; every other route is drawn by the browser. The server, the render bundle and the build's preload list
 * read this one list.
 */
export const SERVER_RENDERED_ROUTES = [
  'home',
  'distributor',
  'terms',
  'privacy',
  'register',
  'login',
  'forgotPassword',
  'resetPassword',
  'registrationStatus',
  'orderTracking',
] as const satisfies readonly SiteRoute[];

export type ServerRenderedRoute = (typeof SERVER_RENDERED_ROUTES)[number];

export function isServerRendered(route: SiteRoute): route is ServerRenderedRoute {
  return (SERVER_RENDERED_ROUTES as readonly SiteRoute[]).includes(route);
}

export interface SiteRouteMatch {
  route: SiteRoute;
  /** The `:name` segments, percent-decoded as they were written (undecodable ones are kept as written). */
  params: Record<string, string>;
}

/** The site route a path (without query) names, or null; one trailing slash is allowed, as the router allows it. */
export function matchSiteRoute(path: string): SiteRouteMatch | null {
  const segments = path
    .replace(/(.)\/$/, '$1')
    .split('/')
    .slice(1);
  for (const route of Object.keys(SITE_ROUTES) as SiteRoute[]) {
    const pattern = SITE_ROUTES[route].split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      if (!segments[i]) return false;
      params[part.slice(1)] = decodeSegment(segments[i]);
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
