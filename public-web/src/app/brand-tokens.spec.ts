import { formatCop, formatNumber } from '@multyhealth/brand/tokens';
import { describe, expect, it } from 'vitest';

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

  it('writes what Intl writes for es-CO, rounded to whole units', () => {
    const amounts = [0, 5, 999, 1000, 1234, 12345, 99999, 100000, 350000, 1234567, 987654321, 1234567.6, 0.4, 2.5];
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
      expect(formatNumber(amount), String(amount)).toBe(intl.format(amount).replace('-0', '0'));
    }
    for (let amount = 0; amount < 2_000_000; amount += 7_919) expect(formatNumber(amount)).toBe(intl.format(amount));
  });

  it('writes pesos as the brand does', () => {
    expect(formatCop(350000)).toBe('$ 350.000 COP');
  });
});
