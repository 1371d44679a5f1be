import { describe, expect, it } from 'vitest';
import { countdownCases } from '@multyhealth/rules/cases';
import { remainingDays } from './countdown';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('days remaining (the shared countdown rule, as the console reads a member)', () => {
  it.each(countdownCases)('$expiry at $now → $days', ({ expiry, now: at, days }) =>
    expect(remainingDays({ paymentExpiresAt: expiry, remainingDays: 99 }, new Date(at))).toBe(days),
  );

  it('prefers the expiry date to the server count, and is null when neither is known', () => {
    expect(remainingDays({ paymentExpiresAt: '2026-11-30T12:00:00.000Z', remainingDays: 99 }, now)).toBe(8);
    expect(remainingDays({ paymentExpiresAt: null, remainingDays: 5 }, now)).toBe(5);
    expect(remainingDays({ paymentExpiresAt: null, remainingDays: null }, now)).toBeNull();
  });
});
