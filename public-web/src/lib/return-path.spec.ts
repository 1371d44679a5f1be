import { describe, expect, it } from 'vitest';
import { dashboardReturnPath, loginKeeping } from './return-path';

describe('dashboardReturnPath', () => {
  it('keeps a place in the dashboard', () => {
    expect(dashboardReturnPath('/dashboard?tab=orders&order=12')).toBe('/dashboard?tab=orders&order=12');
    expect(dashboardReturnPath('/dashboard')).toBe('/dashboard');
  });

  it.each(['https://evil.example/dashboard', '//evil.example', '/dashboardx', '/admin', '/dashboard/\\x', null, ''])(
    'refuses %s',
    (value) => expect(dashboardReturnPath(value)).toBeNull(),
  );
});

describe('loginKeeping', () => {
  it("sends to login with the e-mail's link to return to, and plain /login otherwise", () => {
    expect(loginKeeping({ pathname: '/dashboard', search: '?tab=orders&order=7' })).toBe(
      '/login?volver=%2Fdashboard%3Ftab%3Dorders%26order%3D7',
    );
    expect(loginKeeping({ pathname: '/dashboard', search: '' })).toBe('/login');
  });
});
