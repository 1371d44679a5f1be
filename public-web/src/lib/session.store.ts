import { isTokenExpired, SESSION_TOKEN_KEY as TOKEN_KEY, SESSION_USER_KEY as USER_KEY } from '@multyhealth/rules';
import { useMemo, useSyncExternalStore } from 'react';
import type { ApiSchema } from './api-types';
import { clearLastShown } from './last-shown.store';

/** What the login response stores under the local-storage key `user` (the admin console reads the same keys). */
export type SessionUser = ApiSchema<'SessionUserDto'>;

const CHANGE_EVENT = 'session-change';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored user; corrupt data logs out. */
export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    if (!user || typeof user !== 'object' || typeof user.name !== 'string') throw new Error('bad user');
    return user;
  } catch {
    clearSession();
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  clearLastShown();
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Updates the stored user after a profile change (name, photo) without touching the token. */
export function updateStoredUser(patch: Partial<SessionUser>): void {
  const user = getStoredUser();
  if (!user) return;
  localStorage.setItem(USER_KEY, JSON.stringify({ ...user, ...patch }));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** A password change ends every older session and answers with a fresh token for this one. */
export function replaceToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Logs out: the session and whatever the dashboard last showed (last-shown.store.ts). */
export function clearSession(): void {
  clearLastShown();
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  /** Both token and user stored and the token not (nearly) expired. */
  authenticated: boolean;
  /** Token and user stored but the token looks expired: the 'Sesión Expirada' prompt. */
  expired: boolean;
}

export function readSession(now: number = Date.now()): Session {
  const token = getToken();
  const user = getStoredUser();
  const stored = Boolean(token && user);
  const expired = stored && isTokenExpired(token, now);
  return { token, user, authenticated: stored && !expired, expired };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const snapshot = () => `${localStorage.getItem(TOKEN_KEY) ?? ''}\n${localStorage.getItem(USER_KEY) ?? ''}`;

const SIGNED_OUT = '\n';

/**
 * The session, re-read whenever this tab or another one logs in or out. A page rendered on the server, which knows
 * no session, is hydrated signed out and shows the stored session right after.
 */
export function useSession(): Session {
  const raw = useSyncExternalStore(subscribe, snapshot, () => SIGNED_OUT);
  return useMemo(
    () => (raw === SIGNED_OUT ? { token: null, user: null, authenticated: false, expired: false } : readSession()),
    [raw],
  );
}
