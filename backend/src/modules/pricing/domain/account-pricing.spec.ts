import { parseAccountPricing, renewalFee } from './account-pricing.js';

describe('account pricing', () => {
  it('accepts prices as strings or numbers and refuses non-positive ones', () => {
    expect(parseAccountPricing({ regularPrice: '400000', discountPrice: 300000, discountCodes: 'A,B' })).toEqual({
      regularPrice: 400000,
      discountPrice: 300000,
      discountCodes: 'A, B',
      paymentInstructions: null,
      renewalPrice: null,
    });
    expect(() => parseAccountPricing({ regularPrice: 0, discountPrice: 1, discountCodes: 'A' })).toThrow(
      'El precio regular debe ser positivo',
    );
    expect(() => parseAccountPricing({ regularPrice: 1, discountPrice: '-5', discountCodes: 'A' })).toThrow(
      'El precio con descuento debe ser positivo',
    );
    expect(() => parseAccountPricing({ regularPrice: 1, discountPrice: 1, discountCodes: ' ' })).toThrow(
      'Los códigos de descuento son requeridos',
    );
    for (const notDecimal of ['1e3', '0x10', 'Infinity', '１２３']) {
      expect(() => parseAccountPricing({ regularPrice: notDecimal, discountPrice: 1, discountCodes: 'A' })).toThrow(
        'El precio regular debe ser positivo',
      );
    }
  });

  it('refuses a discount price above the regular price, on the discount field', () => {
    expect(() => parseAccountPricing({ regularPrice: 300000, discountPrice: 300001, discountCodes: 'A' })).toThrow(
      expect.objectContaining({
        message: 'El precio con descuento no puede ser mayor que el precio regular',
        field: 'discountPrice',
      }),
    );
    expect(parseAccountPricing({ regularPrice: 300000, discountPrice: 300000, discountCodes: 'A' }).discountPrice).toBe(
      300000,
    );
  });

  it('keeps the renewal price when the body leaves it out, and blank goes back to the regular price', () => {
    const prices = { regularPrice: 400000, discountPrice: 300000, discountCodes: 'A' };
    expect(parseAccountPricing({ ...prices, renewalPrice: '320000' }).renewalPrice).toBe(320000);
    expect(parseAccountPricing(prices, { paymentInstructions: null, renewalPrice: 320000 }).renewalPrice).toBe(320000);
    expect(
      parseAccountPricing({ ...prices, renewalPrice: '' }, { paymentInstructions: null, renewalPrice: 1 }),
    ).toMatchObject({ renewalPrice: null });
    expect(renewalFee({ regularPrice: 400000, renewalPrice: null })).toBe(400000);
    expect(() => parseAccountPricing({ ...prices, renewalPrice: -5 })).toThrow(
      'El precio de renovación debe ser positivo',
    );
  });
});
