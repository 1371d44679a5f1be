import { describe, expect, it } from 'vitest';
import { orderMessage, orderTotal } from './order-message.rules';

describe('order message', () => {
  it('lists each line with its amount, the total and the city', () => {
    const lines = [
      { name: 'Multydrink', quantity: 2, price: 250000 },
      { name: 'Multytest', quantity: 1, price: 250000 },
    ];
    expect(orderTotal(lines)).toBe(750000);
    expect(orderMessage(lines, ' Cali ')).toBe(
      [
        'Hola, quiero hacer este pedido:',
        '2 × Multydrink — $ 500.000 COP',
        '1 × Multytest — $ 250.000 COP',
        'Total: $ 750.000 COP',
        'Ciudad: Cali',
        '¿Me confirmas la disponibilidad y el envío?',
      ].join('\n'),
    );
  });

  it('leaves out amounts and the total when prices are hidden, and the city when none was given', () => {
    const lines = [{ name: 'Multydrink', quantity: 3, price: null }];
    expect(orderTotal(lines)).toBeNull();
    expect(orderMessage(lines, '')).toBe(
      ['Hola, quiero hacer este pedido:', '3 × Multydrink', '¿Me confirmas la disponibilidad y el envío?'].join('\n'),
    );
  });
});
