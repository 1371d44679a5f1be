import { centsToPesos, formatCop, formatCopCents, lineTotalPesos, pesosToCents, sumPesos } from './money.js';

describe('money', () => {
  it('converts whole pesos to the gateway cents and back', () => {
    expect(pesosToCents(180_000)).toBe(18_000_000);
    expect(centsToPesos(15_000_000)).toBe(150_000);
    expect(centsToPesos(15_000_099)).toBe(150_000);
  });

  it('refuses a fraction of a peso or of a cent', () => {
    expect(() => pesosToCents(10.5)).toThrow(RangeError);
    expect(() => centsToPesos(Number.NaN)).toThrow(RangeError);
  });

  it('sums lines and amounts in whole pesos', () => {
    expect(lineTotalPesos(89_900, 3)).toBe(269_700);
    expect(sumPesos([269_700, 120_000])).toBe(389_700);
    expect(sumPesos([])).toBe(0);
  });

  it('writes pesos as the brand does', () => {
    expect(formatCop(350_000).replace(/\s/g, ' ')).toBe('$ 350.000 COP');
    expect(formatCopCents(18_000_000).replace(/\s/g, ' ')).toBe('$ 180.000 COP');
  });
});
