import { allowedDecisions, awaitsDecision, refusal } from './payment-decision.js';
import type { Payment } from './payment.js';

type Doubt = Pick<Payment, 'requiresReview' | 'duplicate' | 'decision' | 'status' | 'fulfilled'>;
const doubt = (changes: Partial<Doubt> = {}): Doubt => ({
  requiresReview: true,
  duplicate: false,
  decision: null,
  status: 'APPROVED',
  fulfilled: false,
  ...changes,
});

describe('which decisions apply to a payment', () => {
  it('offers accept, refund and dismiss for money received and not credited (underpaid, duplicate)', () => {
    expect(allowedDecisions(doubt())).toEqual(['accept', 'refund', 'dismiss']);
    expect(allowedDecisions(doubt({ requiresReview: false, duplicate: true }))).toEqual([
      'accept',
      'refund',
      'dismiss',
    ]);
  });

  it('offers revert only for a payment voided after it was applied', () => {
    expect(allowedDecisions(doubt({ status: 'VOIDED', fulfilled: true }))).toEqual(['revert', 'dismiss']);
    expect(allowedDecisions(doubt({ status: 'VOIDED', fulfilled: false }))).toEqual(['dismiss']);
    expect(refusal(doubt(), 'revert')).toBe('Solo se revierte un pago anulado después de aplicarse');
  });

  it('offers nothing once decided or when nothing is in doubt, and says why', () => {
    expect(awaitsDecision(doubt({ decision: 'dismiss' }))).toBe(false);
    expect(allowedDecisions(doubt({ decision: 'accept' }))).toEqual([]);
    expect(refusal(doubt({ decision: 'accept' }), 'dismiss')).toBe('Este pago ya tiene una decisión');
    expect(refusal(doubt({ requiresReview: false }), 'dismiss')).toBe('Este pago no espera una decisión');
    expect(refusal(doubt({ status: 'VOIDED', fulfilled: true }), 'accept')).toBe(
      'Solo se acepta o reembolsa un pago aprobado que no se ha aplicado',
    );
    expect(refusal(doubt(), 'accept')).toBeNull();
  });
});
