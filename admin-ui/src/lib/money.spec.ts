import { describe, expect, it } from 'vitest';
import { copFromCents, paidAgainstOwed } from './money';

describe('payment amounts in pesos', () => {
  it('writes cents as pesos', () => {
    expect(copFromCents(35_000_000)).toBe('$ 350.000 COP');
  });

  it('says what was paid against what was owed, never the owed amount alone for a short payment', () => {
    expect(paidAgainstOwed(15_000_000, 18_000_000)).toBe('Pagado $ 150.000 de $ 180.000');
    expect(paidAgainstOwed(18_000_000, 18_000_000)).toBe('$ 180.000 COP');
    expect(paidAgainstOwed(null, 18_000_000)).toBeNull();
  });
});
