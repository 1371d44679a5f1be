import { describe, expect, it } from 'vitest';
import { codeToCheck, registrationFee } from './discount-code.rules';

const pricing = { regularPrice: 350000, discountPrice: 250000, hasDiscountCodes: true, renewalPrice: 350000 };

describe('codeToCheck', () => {
  it('asks about the trimmed code', () => {
    expect(codeToCheck('  multy2026 ', pricing)).toBe('multy2026');
  });

  it('asks nothing for an empty or overlong code, or when no codes exist', () => {
    expect(codeToCheck('', pricing)).toBeNull();
    expect(codeToCheck('   ', pricing)).toBeNull();
    expect(codeToCheck('x'.repeat(101), pricing)).toBeNull();
    expect(codeToCheck('MULTY2026', { hasDiscountCodes: false })).toBeNull();
  });
});

describe('registrationFee', () => {
  it('shows the regular price until the server accepts the code', () => {
    expect(registrationFee(pricing, null)).toEqual({ amount: 350000, regular: 350000, discounted: false });
    expect(registrationFee(pricing, { valid: false })).toEqual({ amount: 350000, regular: 350000, discounted: false });
  });

  it('switches to the price the server gave for an accepted code', () => {
    expect(registrationFee(pricing, { valid: true, price: 240000 })).toEqual({
      amount: 240000,
      regular: 350000,
      discounted: true,
    });
  });
});
