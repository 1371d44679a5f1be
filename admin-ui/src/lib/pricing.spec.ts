import { describe, expect, it } from 'vitest';
import { discountPercent, optionalPrice, parsePrice, previewPrice } from './pricing';

describe('price preview in COP (es-CO)', () => {
  it('formats both prices like $ 350.000 COP', () => {
    expect(previewPrice(350000)).toBe('$ 350.000 COP');
    expect(previewPrice(250000)).toBe('$ 250.000 COP');
    expect(previewPrice(1234567)).toBe('$ 1.234.567 COP');
  });

  it('accepts prices that arrive as strings', () => {
    expect(parsePrice('350000')).toBe(350000);
    expect(parsePrice('350000.00')).toBe(350000);
    expect(previewPrice('99000')).toBe('$ 99.000 COP');
  });

  it('shows a dash while the value is empty, zero, negative or not a number', () => {
    for (const value of ['', null, undefined, 0, -5, 'abc']) expect(previewPrice(value)).toBe('—');
  });

  it('computes the saving only when the discount is below the regular price', () => {
    expect(discountPercent(350000, 250000)).toBe(29);
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent('', 1)).toBeNull();
  });
});

describe('renewal price sent on save', () => {
  it('sends an emptied field as null (the renewal follows the regular price) and a number otherwise', () => {
    for (const value of ['', null, undefined]) expect(optionalPrice(value)).toBeNull();
    expect(optionalPrice('300000')).toBe(300000);
    expect(optionalPrice(300000)).toBe(300000);
  });
});
