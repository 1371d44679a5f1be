import { daysUntil } from '../../../shared/domain/clock.js';

export interface SubscriptionStatus {
  isActive: boolean;
  daysUntilExpiry: number | null;
  expired: boolean;
  expiresAt: Date | null;
}

// One rule for the backend and the console's renewal dialog.
export { RENEWAL_YEARS, renewedExpiry } from '@multyhealth/rules';

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
