import { describe, expect, it } from 'vitest';
import { daysBadge, daysRemainingTone, subscriptionBanner } from './subscription.rules';

describe('days remaining', () => {
  it('is green above 30, yellow above 7, red otherwise', () => {
    expect(daysRemainingTone(31)).toBe('green');
    expect(daysRemainingTone(30)).toBe('yellow');
    expect(daysRemainingTone(8)).toBe('yellow');
    expect(daysRemainingTone(7)).toBe('red');
    expect(daysRemainingTone(0)).toBe('red');
  });

  it("badges 0 or less as 'Expirado', 1-7 destructive, 8-30 secondary, above 30 normal", () => {
    expect(daysBadge(0)).toEqual({ label: 'Expirado', variant: 'destructive' });
    expect(daysBadge(-4)).toEqual({ label: 'Expirado', variant: 'destructive' });
    expect(daysBadge(1)).toEqual({ label: '1 día', variant: 'destructive' });
    expect(daysBadge(7)).toEqual({ label: '7 días', variant: 'destructive' });
    expect(daysBadge(8)).toEqual({ label: '8 días', variant: 'secondary' });
    expect(daysBadge(30)).toEqual({ label: '30 días', variant: 'secondary' });
    expect(daysBadge(31)).toEqual({ label: '31 días', variant: 'default' });
  });
});

describe('subscription banner', () => {
  it('shows Suscripción Expirada, Renovación Próxima within 30 days, else active', () => {
    expect(subscriptionBanner({ isActive: false, expired: true, daysUntilExpiry: 0 })).toBe('expired');
    expect(subscriptionBanner({ isActive: true, expired: false, daysUntilExpiry: 30 })).toBe('renewal');
    expect(subscriptionBanner({ isActive: true, expired: false, daysUntilExpiry: 31 })).toBe('active');
  });
});
