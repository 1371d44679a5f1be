import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

const NAME = 'mh_v';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The first-party visitor id that lets analytics count a visitor once per window (docs/decisions/1102-write-behind-analytics.md):
 * the id the browser sent, or a new random one set in an HttpOnly cookie for its next requests.
 */
export function visitorId(req: Request, res: Response): { visitorId?: string; newVisitorId?: string } {
  const sent = readCookie(req.headers.cookie, NAME);
  if (sent && VALID.test(sent)) return { visitorId: sent };
  const created = randomBytes(16).toString('base64url');
  res.cookie(NAME, created, { httpOnly: true, sameSite: 'lax', maxAge: ONE_YEAR_MS, path: '/', secure: req.secure });
  return { newVisitorId: created };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
