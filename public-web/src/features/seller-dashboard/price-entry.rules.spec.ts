import { describe, expect, it } from 'vitest';
import {
  formatPriceInput,
  isAboveMaximum,
  isBelowMinimum,
  maximumLabel,
  minimumLabel,
  parsePriceInput,
  shownPrice,
} from './price-entry.rules';

describe('price entry', () => {
  it('keeps digits only', () => {
    expect(parsePriceInput('180.000')).toBe(180000);
    expect(parsePriceInput('$ 1a2b3')).toBe(123);
    expect(parsePriceInput('00450')).toBe(450);
    expect(parsePriceInput('abc')).toBeNull();
  });

  it('keeps a very long number exact and flags it above the server maximum', () => {
    const typed = parsePriceInput('123456789012345678901');
    expect(formatPriceInput(typed)).toBe('1.234.567.890.123');
    expect(isAboveMaximum(typed)).toBe(true);
    expect(isAboveMaximum(1_000_000_000)).toBe(false);
    expect(isAboveMaximum(1_000_000_001)).toBe(true);
    expect(maximumLabel()).toBe('Máx: $ 1.000.000.000 COP');
  });

  it('shows es-CO thousands separators', () => {
    expect(formatPriceInput(180000)).toBe('180.000');
    expect(formatPriceInput(1250000)).toBe('1.250.000');
    expect(formatPriceInput(null)).toBe('');
  });

  it('refuses a price below the product minimum and accepts the minimum itself', () => {
    expect(isBelowMinimum(149999, 150000)).toBe(true);
    expect(isBelowMinimum(150000, 150000)).toBe(false);
    expect(isBelowMinimum(null, 150000)).toBe(true);
    expect(isBelowMinimum(1, null)).toBe(false);
  });

  it('labels the minimum as Mín: $ 150.000 COP', () => {
    expect(minimumLabel(150000)).toBe('Mín: $ 150.000 COP');
  });

  it("shows the seller's custom price instead of the product price", () => {
    expect(shownPrice({ id: 1, price: 180000 }, [{ productId: 1, customPrice: 165000 }])).toBe(165000);
    expect(shownPrice({ id: 2, price: 450000 }, [{ productId: 1, customPrice: 165000 }])).toBe(450000);
    expect(shownPrice({ id: 3, price: null }, [])).toBeNull();
    expect(shownPrice({ id: 2, price: 450000 }, [{ productId: 2, customPrice: null }])).toBe(450000);
  });
});
