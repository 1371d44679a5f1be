import { countdownLabel, countdownTone, EXPIRING_SOON_DAYS } from '@multyhealth/rules';
import type { ApiSchema } from '../../lib/api-types';

/** Colour of the days remaining on Resumen: green above 30, yellow above 7, red otherwise. */
export type DaysTone = 'green' | 'yellow' | 'red';

const TONE = { normal: 'green', warning: 'yellow', destructive: 'red', expired: 'red' } as const;
const VARIANT = {
  normal: 'default',
  warning: 'secondary',
  destructive: 'destructive',
  expired: 'destructive',
} as const;

export function daysRemainingTone(days: number): DaysTone {
  return TONE[countdownTone(days)];
}

/** Countdown badge: 0 or less 'Expirado' (destructive); 1 to 7 destructive; 8 to 30 secondary; above 30 normal. */
export function daysBadge(days: number): { label: string; variant: 'destructive' | 'secondary' | 'default' } {
  return { label: countdownLabel(days), variant: VARIANT[countdownTone(days)] };
}

export type SubscriptionStatus = ApiSchema<'SubscriptionStatusDto'>;

/** The member banner: expired, renewal due within 30 days, or active. */
export function subscriptionBanner(
  status: Pick<SubscriptionStatus, 'isActive' | 'expired' | 'daysUntilExpiry'>,
): 'expired' | 'renewal' | 'active' {
  if (status.expired || !status.isActive) return 'expired';
  if (status.daysUntilExpiry != null && status.daysUntilExpiry <= EXPIRING_SOON_DAYS) return 'renewal';
  return 'active';
}
