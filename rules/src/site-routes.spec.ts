import { describe, expect, it } from 'vitest';
import { isServerRendered, matchSiteRoute, SITE_ROUTES, type SiteRoute } from './site-routes.js';

describe('site routes', () => {
  it('names the route of every page the site draws, with a trailing slash or not', () => {
    expect(matchSiteRoute('/')?.route).toBe('home');
    expect(matchSiteRoute('/recuperar-contrasena')?.route).toBe('forgotPassword');
    expect(matchSiteRoute('/restablecer-contrasena/')?.route).toBe('resetPassword');
    expect(matchSiteRoute('/registro/abc_DEF-1')).toEqual({
      route: 'registrationStatus',
      params: { token: 'abc_DEF-1' },
    });
    expect(matchSiteRoute('/u/lu%C3%ADsa')).toEqual({ route: 'distributor', params: { slug: 'luísa' } });
  });

  it('matches nothing else', () => {
    for (const path of ['/no-existe', '/u', '/u/', '/u/laura/extra', '/registro', '/dashboard/x', '/login//'])
      expect(matchSiteRoute(path), path).toBeNull();
  });

  it('renders every entry page on the server, the signed-in dashboard excepted', () => {
    const inBrowser = (Object.keys(SITE_ROUTES) as SiteRoute[]).filter((route) => !isServerRendered(route));
    expect(inBrowser).toEqual(['dashboard']);
  });
});
