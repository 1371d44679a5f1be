import type { PageEvent } from './page-analytics.js';

/** How long one visitor's repeated event on one page counts once; types without a window are all counted. */
export const DEDUPE_WINDOW_MS: Partial<Record<PageEvent, number>> = {
  visit: 30 * 60_000,
  whatsapp_click: 10_000,
  order_intent: 10_000,
  social_click: 10_000,
};

/**
 * Remembers which visitor keys caused which event on which page, and when. Bounded: past `maxKeys` the expired
 * keys go, then the oldest ones (a forgotten visitor may be counted again, never the reverse).
 */
export class PageEventDedupe {
  private readonly seen = new Map<string, number>();

  constructor(private readonly maxKeys = 200_000) {}

  /**
   * True when none of the visitor's keys caused this event on this page within its window; the keys are then
   * remembered (a new visitor's address and cookie together, so their next request, with the cookie, is known).
   */
  firstTime(memberId: number, type: PageEvent, keys: string[], now: number): boolean {
    const window = DEDUPE_WINDOW_MS[type];
    if (!window || keys.length === 0) return true;
    const names = keys.map((key) => `${memberId}\u0000${type}\u0000${key}`);
    if (names.some((name) => (this.seen.get(name) ?? 0) > now)) return false;
    if (this.seen.size + names.length > this.maxKeys) this.sweep(now);
    for (const name of names) {
      this.seen.delete(name);
      this.seen.set(name, now + window);
    }
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  private sweep(now: number): void {
    for (const [name, until] of this.seen) if (until <= now) this.seen.delete(name);
    for (const name of this.seen.keys()) {
      if (this.seen.size <= this.maxKeys * 0.9) break;
      this.seen.delete(name);
    }
  }
}

/** The keys a visitor is known by: their cookie, or their address and browser (and the cookie just given to them). */
export function visitorKeys(visitor: {
  visitorId?: string;
  newVisitorId?: string;
  ip?: string;
  userAgent?: string;
}): string[] {
  if (visitor.visitorId) return [`c:${visitor.visitorId}`];
  const keys = [`a:${visitor.ip ?? ''}\u0000${(visitor.userAgent ?? '').slice(0, 500)}`];
  if (visitor.newVisitorId) keys.push(`c:${visitor.newVisitorId}`);
  return keys;
}
