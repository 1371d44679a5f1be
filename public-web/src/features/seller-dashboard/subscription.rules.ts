/** Colour of the days remaining on Resumen (SPEC §2): green above 30, yellow above 7, red otherwise. */
export type DaysTone = 'green' | 'yellow' | 'red';

export function daysRemainingTone(days: number): DaysTone {
  if (days > 30) return 'green';
  if (days > 7) return 'yellow';
  return 'red';
}

/** Countdown badge (SPEC §4): 0 or less 'Expirado' (destructive); 1 to 7 destructive; 8 to 30 secondary; above 30 normal. */
export function daysBadge(days: number): { label: string; variant: 'destructive' | 'secondary' | 'default' } {
  if (days <= 0) return { label: 'Expirado', variant: 'destructive' };
  const label = days === 1 ? '1 día' : `${days} días`;
  if (days <= 7) return { label, variant: 'destructive' };
  if (days <= 30) return { label, variant: 'secondary' };
  return { label, variant: 'default' };
}

export interface SubscriptionStatus {
  isActive: boolean;
  daysUntilExpiry: number | null;
  expired: boolean;
  expiresAt?: string | null;
}

/** The member banner (SPEC §4): expired, renewal due within 30 days, or active. */
export function subscriptionBanner(status: SubscriptionStatus): 'expired' | 'renewal' | 'active' {
  if (status.expired || !status.isActive) return 'expired';
  if (status.daysUntilExpiry != null && status.daysUntilExpiry <= 30) return 'renewal';
  return 'active';
}

/** SPEC §4: countdown days = ceil((expiry − now) in days). */
export function daysUntil(expiresAt: string | Date, now: number = Date.now()): number {
  return Math.ceil((new Date(expiresAt).getTime() - now) / 86_400_000);
}
