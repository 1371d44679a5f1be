/** What the service worker shows for one push message (the server sends JSON `{ title, body, url, tag }`). */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of this site; anything else becomes the dashboard. */
  url: string;
  tag?: string;
}

const FALLBACK_TITLE = 'Multyhealth';
export const DEFAULT_NOTICE_URL = '/dashboard';
const MAX_TITLE = 120;
const MAX_BODY = 500;
const MAX_TAG = 120;

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** A push payload read as a notice; a payload that is not the contract's JSON still shows something generic. */
export function readPushNotice(payload: string | null | undefined): PushNotice {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // A message that is not JSON: the generic notice below.
  }
  const tag = text(data.tag, MAX_TAG);
  return {
    title: text(data.title, MAX_TITLE) || FALLBACK_TITLE,
    body: text(data.body, MAX_BODY),
    url: sameOriginPath(data.url),
    ...(tag ? { tag } : {}),
  };
}

/**
 * The path a tap opens: only a path of this site (`/dashboard?tab=orders&order=…`), never another origin, a
 * protocol-relative `//host` or a `javascript:` URL, so a payload cannot send the seller anywhere else.
 */
export function sameOriginPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return DEFAULT_NOTICE_URL;
  const base = 'https://app.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return DEFAULT_NOTICE_URL;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_NOTICE_URL;
  }
}
