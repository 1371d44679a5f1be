import { afterEach, expect, it } from 'vitest';
import { rememberReferral, storedReferral } from './referral.store';

afterEach(() => localStorage.clear());

it('keeps the last distributor for 30 days', () => {
  const now = Date.UTC(2026, 0, 1);
  rememberReferral('laura', now);
  rememberReferral('  carlos ', now);
  expect(storedReferral(now + 29 * 86_400_000)).toBe('carlos');
  expect(storedReferral(now + 31 * 86_400_000)).toBeNull();
});
