import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-message.rules';

describe('order bar total', () => {
  it('adds the lines at the prices shown', () => {
    expect(
      orderTotal([
        { quantity: 2, price: 250000 },
        { quantity: 1, price: 250000 },
      ]),
    ).toBe(750000);
  });

  it('is null when any price is hidden or there is no line', () => {
    expect(orderTotal([{ quantity: 3, price: null }])).toBeNull();
    expect(orderTotal([])).toBeNull();
  });
});
