import { matchesDiscountCode, parseAccountPricing, registrationFee } from './account-pricing.js';

const pricing = { regularPrice: 350000, discountPrice: 250000, discountCodes: 'MULTY2024, Amigos' };

describe('account pricing', () => {
  it('matches a discount code ignoring case and spaces', () => {
    expect(matchesDiscountCode(pricing, '  amigos ')).toBe(true);
    expect(matchesDiscountCode(pricing, 'multy2024')).toBe(true);
    expect(matchesDiscountCode(pricing, 'amigo')).toBe(false);
    expect(matchesDiscountCode(pricing, '')).toBe(false);
  });

  it('charges the discount price only with a valid code', () => {
    expect(registrationFee(pricing, 'AMIGOS')).toEqual({ amount: 250000, discounted: true });
    expect(registrationFee(pricing, 'otro')).toEqual({ amount: 350000, discounted: false });
  });

  it('accepts prices as strings or numbers and refuses non-positive ones', () => {
    expect(parseAccountPricing({ regularPrice: '400000', discountPrice: 300000, discountCodes: 'A,B' })).toEqual({
      regularPrice: 400000, discountPrice: 300000, discountCodes: 'A, B', paymentInstructions: null,
    });
    expect(() => parseAccountPricing({ regularPrice: 0, discountPrice: 1, discountCodes: 'A' })).toThrow('El precio regular debe ser positivo');
    expect(() => parseAccountPricing({ regularPrice: 1, discountPrice: '-5', discountCodes: 'A' })).toThrow('El precio con descuento debe ser positivo');
    expect(() => parseAccountPricing({ regularPrice: 1, discountPrice: 1, discountCodes: ' ' })).toThrow('Los códigos de descuento son requeridos');
    for (const notDecimal of ['1e3', '0x10', 'Infinity', '１２３']) {
      expect(() => parseAccountPricing({ regularPrice: notDecimal, discountPrice: 1, discountCodes: 'A' })).toThrow('El precio regular debe ser positivo');
    }
  });

  it('refuses a discount price above the regular price, on the discount field', () => {
    expect(() => parseAccountPricing({ regularPrice: 300000, discountPrice: 300001, discountCodes: 'A' })).toThrow(
      expect.objectContaining({ message: 'El precio con descuento no puede ser mayor que el precio regular', field: 'discountPrice' }),
    );
    expect(parseAccountPricing({ regularPrice: 300000, discountPrice: 300000, discountCodes: 'A' }).discountPrice).toBe(300000);
  });
});
