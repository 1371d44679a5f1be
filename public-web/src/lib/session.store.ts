import { useMemo, useSyncExternalStore } from 'react';

/** What the login response stores under the local-storage key `user` (the admin console reads the same keys). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin';
  code: string;
  slug: string;
  status: string;
  photo: string | null;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const CHANGE_EVENT = 'session-change';
/** SPEC §9: a token whose exp is within 600 s of now counts as expired. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 600;

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored user; corrupt data logs out (SPEC §4). */
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

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * SPEC §5: expired when missing, not three dot-separated parts, undecodable, or its exp claim is within
 * 600 seconds of now. A token without an exp claim never expires.
 */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return true;
  const parts = token.split('.');
  if (parts.length !== 3) return true;
  let payload: { exp?: unknown };
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return true;
  }
  if (!payload || typeof payload !== 'object') return true;
  if (payload.exp === undefined) return false;
  if (typeof payload.exp !== 'number') return true;
  return payload.exp * 1000 - now <= TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
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

/** The session, re-read whenever this tab or another one logs in or out. */
export function useSession(): Session {
  const raw = useSyncExternalStore(subscribe, snapshot, () => '\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readSession(), [raw]);
}
