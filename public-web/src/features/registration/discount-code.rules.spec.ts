import { describe, expect, it } from 'vitest';
import { matchesDiscountCode, registrationFee } from './discount-code.rules';

const pricing = { regularPrice: '350000', discountPrice: 250000, discountCodes: 'MULTY2026, Bienvenido ,' };

describe('matchesDiscountCode', () => {
  it('matches case-insensitively after trimming both sides', () => {
    expect(matchesDiscountCode('  multy2026 ', pricing.discountCodes)).toBe(true);
    expect(matchesDiscountCode('BIENVENIDO', pricing.discountCodes)).toBe(true);
  });

  it('refuses partial, empty and unknown codes', () => {
    expect(matchesDiscountCode('MULTY', pricing.discountCodes)).toBe(false);
    expect(matchesDiscountCode('', pricing.discountCodes)).toBe(false);
    expect(matchesDiscountCode('   ', ' , ')).toBe(false);
    expect(matchesDiscountCode('OTRO', pricing.discountCodes)).toBe(false);
  });
});

describe('registrationFee', () => {
  it('switches the total to the discount price when the code matches, parsing string prices', () => {
    expect(registrationFee(pricing, '')).toEqual({ amount: 350000, regular: 350000, discounted: false });
    expect(registrationFee(pricing, 'multy2026')).toEqual({ amount: 250000, regular: 350000, discounted: true });
  });
});
