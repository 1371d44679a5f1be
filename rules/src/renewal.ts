/** What one renewal (or the approval that starts a subscription) adds. */
export const RENEWAL_YEARS = 1;

/**
 * Renewal adds RENEWAL_YEARS calendar years (UTC) to the later of now and the current expiry (never loses paid days);
 * 29 February becomes 28 February, as PostgreSQL's interval arithmetic does. The backend applies this rule in SQL
 * (backend/src/platform/database/renewed-expiry-sql.ts) so that concurrent renewals each add their year; the console
 * shows it in the renewal dialog before the administrator confirms.
 */
export function renewedExpiry(current: Date | null, now = new Date()): Date {
  const base = current && current.getTime() > now.getTime() ? current : now;
  const next = new Date(base);
  next.setUTCDate(1);
  next.setUTCFullYear(base.getUTCFullYear() + RENEWAL_YEARS);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(base.getUTCDate(), lastDay));
  return next;
}
