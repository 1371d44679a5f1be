import { daysUntil } from '../../../shared/domain/clock.js';

export interface SubscriptionStatus {
  isActive: boolean;
  daysUntilExpiry: number | null;
  expired: boolean;
  expiresAt: Date | null;
}

/** What one renewal (or the approval that starts a subscription) adds. */
export const RENEWAL_YEARS = 1;

/**
 * Renewal adds RENEWAL_YEARS calendar years (UTC) to the later of now and the current expiry (never loses paid days);
 * 29 February becomes 28 February, as PostgreSQL's interval arithmetic does. The repositories apply this rule in
 * SQL (platform/database/renewed-expiry-sql.ts) so that concurrent renewals each add their year.
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

export function subscriptionStatus(expiresAt: Date | null, now = new Date()): SubscriptionStatus {
  if (!expiresAt) return { isActive: false, daysUntilExpiry: null, expired: false, expiresAt: null };
  const days = daysUntil(expiresAt, now);
  return { isActive: days > 0, daysUntilExpiry: days, expired: days <= 0, expiresAt };
}

/** Reminder e-mails go out 30 and 7 days before expiry and on expiry; one per member per threshold. */
export const REMINDER_THRESHOLDS = [30, 7, 0] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** The tightest threshold the subscription has reached, or null when more than 30 days remain. */
export function reminderDue(expiresAt: Date, now = new Date()): ReminderThreshold | null {
  const days = daysUntil(expiresAt, now);
  if (days <= 0) return 0;
  if (days <= 7) return 7;
  if (days <= 30) return 30;
  return null;
}
