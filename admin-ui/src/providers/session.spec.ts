import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';
import { tokenExpiryCases } from '@multyhealth/rules/cases';
import { readUser, sessionState } from './session';

function jwt(payload: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.firma`;
}
const inOneDay = () => Math.floor(Date.now() / 1000) + 86400;

function store(role: string, exp = inOneDay()) {
  localStorage.setItem('token', jwt({ sub: 1, role, exp }));
  localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', email: 'a@b.co', role }));
}

beforeEach(() => localStorage.clear());

describe('session shared with the public site', () => {
  it.each(tokenExpiryCases)('shared token-expiry rule: $name → expired: $expired', ({ token, now, expired }) => {
    if (token) localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Ana', email: 'a@b.co', role: 'admin' }));
    expect(sessionState(now)).toBe(expired ? 'anonymous' : 'admin');
  });

  it('knows an admin, a seller and nobody', () => {
    expect(sessionState()).toBe('anonymous');
    store('user');
    expect(sessionState()).toBe('not-admin');
    store('admin');
    expect(sessionState()).toBe('admin');
    store('admin', Math.floor(Date.now() / 1000) + 10);
    expect(sessionState()).toBe('anonymous');
  });

  it('treats corrupt stored user data as no session', () => {
    localStorage.setItem('token', jwt({ exp: inOneDay() }));
    localStorage.setItem('user', '{no es json');
    expect(readUser()).toBeNull();
    expect(sessionState()).toBe('anonymous');
  });
});

describe('auth provider', () => {
  it('sends an anonymous visitor to the public /login and a seller to /', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      redirectTo: `${window.location.origin}/login?volver=%2F`,
    });
    store('user');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: `${window.location.origin}/` });
    store('admin');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('sends an administrator whose token ran out to /login saying so, with the screen to come back to', async () => {
    window.history.pushState({}, '', '/admin/users?filter=%7B%7D');
    localStorage.setItem('token', jwt({ exp: Math.floor(Date.now() / 1000) - 60 }));
    localStorage.setItem('user', JSON.stringify({ id: 1, name: 'A', email: 'a@b.co', role: 'admin' }));
    const redirect = new URL(
      ((await authProvider.checkAuth({}).catch((e: { redirectTo: string }) => e)) as { redirectTo: string }).redirectTo,
    );
    expect(redirect.pathname).toBe('/login');
    expect(redirect.searchParams.get('expirada')).toBe('1');
    expect(redirect.searchParams.get('volver')).toBe('/admin/users?filter=%7B%7D');
    expect(localStorage.getItem('token')).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it('logs out on 401 and keeps the session on 403 with a Spanish message', async () => {
    store('admin');
    await expect(
      authProvider.checkError({ status: 403, message: 'Solo un administrador puede realizar esta acción' }),
    ).rejects.toMatchObject({
      logoutUser: false,
      message: 'Solo un administrador puede realizar esta acción',
    });
    expect(localStorage.getItem('token')).not.toBeNull();
    const expired = vi.fn();
    window.addEventListener('auth-expired', expired);
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: false });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('logs out to the home page of the public site and clears the session', async () => {
    // A fresh copy of the provider: an earlier test's 401 left this one showing the 'Sesión Expirada' dialog.
    vi.resetModules();
    const fresh = (await import('./authProvider')).authProvider;
    store('admin');
    await expect(fresh.logout({})).resolves.toBe(`${window.location.origin}/`);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("does not end a seller's own session when sending them away from /admin", async () => {
    store('user');
    await authProvider.logout({});
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
