import { ValidationError } from '../../../shared/domain/errors.js';
import { formatCop } from '../../../shared/domain/money.js';
import { checkSellerPrice } from './seller-price.js';

const multydrink = { name: 'Multydrink', minPrice: 150000 };

describe('seller prices', () => {
  it('formats pesos the Colombian way', () => {
    expect(formatCop(150000)).toBe('$ 150.000 COP');
    expect(formatCop(1250000)).toBe('$ 1.250.000 COP');
  });

  it('accepts numbers and strings of digits at or above the minimum', () => {
    expect(checkSellerPrice(150000, multydrink)).toBe(150000);
    expect(checkSellerPrice(' 165000 ', multydrink)).toBe(165000);
    expect(checkSellerPrice(5, { name: 'Libre', minPrice: null })).toBe(5);
  });

  it('refuses a price below the product minimum, naming it', () => {
    expect(() => checkSellerPrice(149999, multydrink)).toThrow(
      new ValidationError('El precio mínimo para Multydrink es $ 150.000 COP', 'price'),
    );
  });

  it.each([0, -1, 1.5, '15.000', '1e6', '', null, undefined, true, 2_000_000_000])('refuses %p as a price', (value) => {
    expect(() => checkSellerPrice(value, multydrink)).toThrow(/número entero positivo/);
  });
});
