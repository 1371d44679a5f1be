import { describe, expect, it } from 'vitest';
import { countdownLabel, countdownTone, daysUntil, remainingDays } from './countdown';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('countdown badge (SPEC.md §4)', () => {
  it('counts days as the ceiling of expiry minus now', () => {
    expect(daysUntil('2026-11-22T12:00:01.000Z', now)).toBe(1);
    expect(daysUntil('2026-11-23T12:00:00.000Z', now)).toBe(1);
    expect(daysUntil('2026-11-23T12:00:01.000Z', now)).toBe(2);
    expect(daysUntil('2026-11-22T12:00:00.000Z', now)).toBe(0);
    expect(daysUntil('2026-11-21T11:00:00.000Z', now)).toBe(-1);
  });

  it("shows 'Expirado' at 0 days or less", () => {
    expect(countdownTone(0)).toBe('expired');
    expect(countdownTone(-12)).toBe('expired');
    expect(countdownLabel(0)).toBe('Expirado');
    expect(countdownLabel(-3)).toBe('Expirado');
  });

  it('is destructive from 1 to 7 days', () => {
    for (const d of [1, 4, 7]) expect(countdownTone(d)).toBe('destructive');
  });

  it('is a warning from 8 to 30 days', () => {
    for (const d of [8, 15, 30]) expect(countdownTone(d)).toBe('warning');
  });

  it('is normal above 30 days', () => {
    for (const d of [31, 365]) expect(countdownTone(d)).toBe('normal');
    expect(countdownLabel(31)).toBe('31 días');
    expect(countdownLabel(1)).toBe('1 día');
  });

  it('prefers the expiry date to the server count, and is null when neither is known', () => {
    expect(remainingDays({ paymentExpiresAt: '2026-11-30T12:00:00.000Z', remainingDays: 99 }, now)).toBe(8);
    expect(remainingDays({ paymentExpiresAt: null, remainingDays: 5 }, now)).toBe(5);
    expect(remainingDays({ paymentExpiresAt: null, remainingDays: null }, now)).toBeNull();
  });
});
