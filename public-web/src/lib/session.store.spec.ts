import { afterEach, describe, expect, it } from 'vitest';
import { tokenExpiryCases } from '@multyhealth/rules/cases';
import { getStoredUser, readSession, saveSession, type SessionUser } from './session.store';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
const user: SessionUser = {
  id: 1,
  name: 'Laura',
  email: 'l@x.co',
  role: 'user',
  code: 'laura',
  slug: 'laura',
  status: 'approved',
  photo: null,
};

afterEach(() => localStorage.clear());

describe('token expiry (the shared rule, as the stored session applies it)', () => {
  it.each(tokenExpiryCases.filter((c) => c.token))('$name → expired: $expired', ({ token, now, expired }) => {
    saveSession(token!, user);
    expect(readSession(now)).toMatchObject({ authenticated: !expired, expired });
  });
});

describe('readSession', () => {
  it('is authenticated only with both token and user stored', () => {
    localStorage.setItem('token', jwt({ exp: NOW / 1000 + 7200 }));
    expect(readSession(NOW).authenticated).toBe(false);
    saveSession(jwt({ exp: NOW / 1000 + 7200 }), user);
    expect(readSession(NOW)).toMatchObject({ authenticated: true, expired: false, user });
  });

  it('reports a stored but expired session so the Sesión Expirada prompt can show', () => {
    saveSession(jwt({ exp: NOW / 1000 - 1 }), user);
    expect(readSession(NOW)).toMatchObject({ authenticated: false, expired: true });
  });

  it('logs out when the stored user is corrupt', () => {
    localStorage.setItem('token', jwt({ exp: NOW / 1000 + 7200 }));
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
