import { ValidationError } from '../../../shared/domain/errors.js';
import { freezeOrderPrices, orderTotalPesos } from './order-pricing.js';
import { orderHistory } from './order-tracking.js';

describe('order rules', () => {
  const priced = [
    { productId: 1, name: 'Multydrink', unitPrice: 165000 },
    { productId: 2, name: 'Multytest', unitPrice: 400000 },
  ];

  it('freezes each line at the price of the moment and sums the order in whole pesos', () => {
    const frozen = freezeOrderPrices(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      priced,
    );
    expect(frozen.items).toEqual([
      { productId: 1, name: 'Multydrink', quantity: 2, unitPrice: 165000 },
      { productId: 2, name: 'Multytest', quantity: 1, unitPrice: 400000 },
    ]);
    expect(frozen.totalPesos).toBe(730000);
  });

  it('refuses a product the catalogue does not have', () => {
    expect(() => freezeOrderPrices([{ productId: 9, quantity: 1 }], priced)).toThrow(ValidationError);
  });

  it('totals twenty lines of twenty units at the highest price exactly', () => {
    const items = Array.from({ length: 20 }, () => ({ quantity: 20, unitPrice: 2_147_483_647 }));
    expect(orderTotalPesos(items)).toBe(400 * 2_147_483_647);
  });

  it('builds the history from the timestamps, the reason with the cancellation', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));
    const base = { createdAt: at(0), confirmedAt: null, deliveredAt: null, cancelledAt: null, cancelReason: null };
    expect(orderHistory({ ...base } as never)).toEqual([{ status: 'nuevo', at: at(0) }]);
    expect(
      orderHistory({ ...base, confirmedAt: at(5), cancelledAt: at(9), cancelReason: 'Sin existencias' } as never),
    ).toEqual([
      { status: 'nuevo', at: at(0) },
      { status: 'confirmado', at: at(5) },
      { status: 'cancelado', at: at(9), reason: 'Sin existencias' },
    ]);
  });
});
