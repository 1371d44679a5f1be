import { daysUntil } from '@multyhealth/rules';

/** Days left for a member: the expiry date when known (fresh), else the server's remainingDays; null when neither. */
export function remainingDays(
  member: { paymentExpiresAt?: string | null; remainingDays?: number | null },
  now: Date = new Date(),
): number | null {
  if (member.paymentExpiresAt) return daysUntil(member.paymentExpiresAt, now);
  return member.remainingDays ?? null;
}
