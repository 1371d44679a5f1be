import { reminderDue, renewedExpiry, subscriptionStatus } from './subscription.js';

const now = new Date('2026-03-10T12:00:00Z');

describe('subscription rules', () => {
  it('renews an expired subscription for one year from now', () => {
    expect(renewedExpiry(new Date('2026-01-01T00:00:00Z'), now).toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });

  it('renews a running subscription from its current expiry, keeping the paid days', () => {
    expect(renewedExpiry(new Date('2026-05-01T00:00:00Z'), now).toISOString()).toBe('2027-05-01T00:00:00.000Z');
  });

  it('renews a member without expiry from now', () => {
    expect(renewedExpiry(null, now).toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });

  it('renews 29 February to 28 February, as the database does', () => {
    expect(renewedExpiry(new Date('2028-02-29T08:30:00Z'), now).toISOString()).toBe('2029-02-28T08:30:00.000Z');
  });

  it('counts days left rounding up and marks 0 as expired', () => {
    expect(subscriptionStatus(new Date('2026-03-11T00:00:00Z'), now)).toMatchObject({
      daysUntilExpiry: 1,
      isActive: true,
      expired: false,
    });
    expect(subscriptionStatus(new Date('2026-03-10T12:00:00Z'), now)).toMatchObject({
      daysUntilExpiry: 0,
      isActive: false,
      expired: true,
    });
    expect(subscriptionStatus(null, now)).toMatchObject({ daysUntilExpiry: null, isActive: false, expired: false });
  });

  it('picks the tightest reminder threshold reached', () => {
    expect(reminderDue(new Date('2026-05-01T00:00:00Z'), now)).toBeNull();
    expect(reminderDue(new Date('2026-04-05T00:00:00Z'), now)).toBe(30);
    expect(reminderDue(new Date('2026-03-15T00:00:00Z'), now)).toBe(7);
    expect(reminderDue(new Date('2026-03-01T00:00:00Z'), now)).toBe(0);
  });
});
