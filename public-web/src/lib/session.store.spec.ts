import { afterEach, describe, expect, it } from 'vitest';
import { getStoredUser, isTokenExpired, readSession, saveSession, type SessionUser } from './session.store';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;
const user: SessionUser = { id: 1, name: 'Laura', email: 'l@x.co', role: 'user', code: 'laura', slug: 'laura', status: 'approved', photo: null };

afterEach(() => localStorage.clear());

describe('isTokenExpired', () => {
  it('keeps a token that expires more than 600 s from now', () => {
    expect(isTokenExpired(jwt({ exp: NOW / 1000 + 601 }), NOW)).toBe(false);
  });

  it('treats a token expiring within 600 s as expired', () => {
    expect(isTokenExpired(jwt({ exp: NOW / 1000 + 600 }), NOW)).toBe(true);
    expect(isTokenExpired(jwt({ exp: NOW / 1000 + 30 }), NOW)).toBe(true);
    expect(isTokenExpired(jwt({ exp: NOW / 1000 - 3600 }), NOW)).toBe(true);
  });

  it('treats anything but three dot-separated parts as expired', () => {
    expect(isTokenExpired('a.b', NOW)).toBe(true);
    expect(isTokenExpired(`${jwt({ exp: NOW / 1000 + 9999 })}.extra`, NOW)).toBe(true);
  });

  it('treats an undecodable payload as expired', () => {
    expect(isTokenExpired('header.%%%not-base64%%%.sig', NOW)).toBe(true);
    expect(isTokenExpired(`x.${btoa('not json')}.y`, NOW)).toBe(true);
  });

  it('treats a missing token as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired('', NOW)).toBe(true);
  });

  it('decodes base64url payloads with non-ASCII names', () => {
    const payload = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ name: 'Gómez', exp: NOW / 1000 + 7200 }))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(isTokenExpired(`h.${payload}.s`, NOW)).toBe(false);
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
