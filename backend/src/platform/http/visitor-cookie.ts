import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const NAME = 'mh_v';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The first-party visitor id that lets analytics count a visitor once per window (docs/decisions/1102-write-behind-analytics.md):
 * the id the browser sent, or a new random one set in an HttpOnly cookie for its next requests. `secure` tells
 * whether the browser reached us over HTTPS (Express's `req.secure`), asked only when a cookie is set.
 */
export function visitorId(
  req: IncomingMessage,
  res: ServerResponse,
  secure: () => boolean,
): { visitorId?: string; newVisitorId?: string } {
  const sent = readCookie(req.headers.cookie, NAME);
  if (sent && VALID.test(sent)) return { visitorId: sent };
  const created = randomBytes(16).toString('base64url');
  res.appendHeader('Set-Cookie', visitorCookie(created, secure()));
  return { newVisitorId: created };
}

/** The visitor id a request carries, if valid; nothing is set (the order limits key on it). */
export function sentVisitorId(req: IncomingMessage): string | undefined {
  const sent = readCookie(req.headers.cookie, NAME);
  return sent && VALID.test(sent) ? sent : undefined;
}

/** The Set-Cookie value, written as Express's `res.cookie` writes it (a base64url id needs no encoding). */
function visitorCookie(id: string, secure: boolean): string {
  const expires = new Date(Date.now() + ONE_YEAR_MS).toUTCString();
  return `${NAME}=${id}; Max-Age=${ONE_YEAR_MS / 1000}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
