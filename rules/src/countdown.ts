/** Days left until an expiry: ceil((expiry − now) in days), so any part of a day left counts as a day. */
export function daysUntil(expiry: string | Date, now: number | Date = Date.now()): number {
  return Math.ceil((new Date(expiry).getTime() - new Date(now).getTime()) / 86_400_000);
}

/** A subscription counts as expiring soon within this many days (renewal counters, badges, the member banner). */
export const EXPIRING_SOON_DAYS = 30;

export type CountdownTone = 'expired' | 'destructive' | 'warning' | 'normal';

/** The countdown badge: 0 or less expired; 1 to 7 destructive; 8 to 30 warning; above 30 normal. */
export function countdownTone(days: number): CountdownTone {
  if (days <= 0) return 'expired';
  if (days <= 7) return 'destructive';
  if (days <= EXPIRING_SOON_DAYS) return 'warning';
  return 'normal';
}

/** The badge's text: 'Expirado', '1 día' or 'N días'. */
export function countdownLabel(days: number): string {
  if (days <= 0) return 'Expirado';
  return days === 1 ? '1 día' : `${days} días`;
}
