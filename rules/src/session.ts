/** Browser local-storage keys of the session; the public site writes them and the admin console (/admin) reads them. */
export const SESSION_TOKEN_KEY = 'token';
export const SESSION_USER_KEY = 'user';

/** A token whose exp claim is this close to now already counts as expired, so no request fails half-way. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 600;

/**
 * Expired when missing, not three dot-separated parts, undecodable, or its exp claim is within the margin of now.
 * A token without an exp claim never expires (the server always sets one).
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

/** The /login query parameters the console sends an administrator with: why (an expired session) and where to return. */
export const LOGIN_EXPIRED_PARAM = 'expirada';
export const LOGIN_NEXT_PARAM = 'volver';

/**
 * A console address to return to after signing in again: '/admin' or a path under it, nothing else (no other site,
 * no '//host', no backslash), so the parameter cannot send anyone elsewhere. null when it is not one.
 */
export function adminReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || /[\\\s]/.test(value) || value.includes('//')) return null;
  return /^\/admin(?:[/?#]|$)/.test(value) ? value : null;
}
