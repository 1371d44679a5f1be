/** Countdown badge of SPEC.md §4: days = ceil(expiry − now); ≤0 'Expirado', 1–7 destructive, 8–30 warning, >30 normal. */
export type CountdownTone = 'expired' | 'destructive' | 'warning' | 'normal';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysUntil(expiry: string | Date, now: Date = new Date()): number {
  const end = typeof expiry === 'string' ? new Date(expiry) : expiry;
  return Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
}

export function countdownTone(days: number): CountdownTone {
  if (days <= 0) return 'expired';
  if (days <= 7) return 'destructive';
  if (days <= 30) return 'warning';
  return 'normal';
}

export function countdownLabel(days: number): string {
  if (days <= 0) return 'Expirado';
  return days === 1 ? '1 día' : `${days} días`;
}

/** Days left for a member: the expiry date when known (fresh), else the server's remainingDays; null when neither. */
export function remainingDays(
  member: { paymentExpiresAt?: string | null; remainingDays?: number | null },
  now: Date = new Date(),
): number | null {
  if (member.paymentExpiresAt) return daysUntil(member.paymentExpiresAt, now);
  return member.remainingDays ?? null;
}
