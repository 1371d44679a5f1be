import {
  isTokenExpired,
  LOGIN_EXPIRED_PARAM,
  LOGIN_NEXT_PARAM,
  SESSION_TOKEN_KEY as TOKEN_KEY,
  SESSION_USER_KEY as USER_KEY,
} from '@multyhealth/rules';

/** The session the public site writes in local storage and /admin reads. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  /** 'admin' or 'user'. */
  role: string;
  code?: string;
  slug?: string;
  status?: string;
  photo?: string | null;
}

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored user, or null when missing or corrupt. */
export function readUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    return user && typeof user === 'object' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** After a password change the server ends every older session and hands this one a fresh token. */
export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** The exp claim (seconds) of a JWT, or null when the token is not three dot-separated decodable parts. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export type SessionState = 'admin' | 'anonymous' | 'not-admin';

/** Who is looking at /admin: a valid admin session, nobody (or an expired or corrupt session), or someone else. */
export function sessionState(nowMs: number = Date.now()): SessionState {
  const token = readToken();
  const user = readUser();
  if (!token || !user || isTokenExpired(token, nowMs)) return 'anonymous';
  return user.role === 'admin' ? 'admin' : 'not-admin';
}

/**
 * Full navigations out of /admin: the login page and the home page belong to the public site. The login page is told
 * the screen to come back to and, after an expired session, to say so.
 */
export const PUBLIC_LOGIN_URL = (expired = false, next?: string) => {
  const { origin, pathname, search, hash } = window.location;
  const query = new URLSearchParams({ [LOGIN_NEXT_PARAM]: next ?? `${pathname}${search}${hash}` });
  if (expired) query.set(LOGIN_EXPIRED_PARAM, '1');
  return `${origin}/login?${query}`;
};
export const PUBLIC_HOME_URL = () => `${window.location.origin}/`;
