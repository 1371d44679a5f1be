import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payment-methods.js';

describe('paymentMethodLabel', () => {
  it('writes the gateway’s method codes in Spanish words', () => {
    expect(paymentMethodLabel('CARD')).toBe('Tarjeta');
    expect(paymentMethodLabel('NEQUI')).toBe('Nequi');
    expect(paymentMethodLabel('PSE')).toBe('PSE');
    expect(paymentMethodLabel('BANCOLOMBIA_TRANSFER')).toBe('Botón Bancolombia');
  });

  it('keeps an unknown code readable and says nothing while no method is known', () => {
    expect(paymentMethodLabel('CRYPTO')).toBe('Otro medio (CRYPTO)');
    expect(paymentMethodLabel(null)).toBe('');
  });
});
