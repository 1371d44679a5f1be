import { settle, type GatewayTransaction, type Payment, type PaymentStatus } from './payment.js';

const OWED = 18_000_000;

function payment(changes: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    reference: 'MH-R-prueba',
    purpose: 'registration',
    memberId: 7,
    memberName: 'Ana',
    memberEmail: 'ana@example.com',
    amountInCents: OWED,
    currency: 'COP',
    status: 'PENDING',
    transactionId: null,
    method: null,
    paidAmountInCents: null,
    paidCurrency: null,
    requiresReview: false,
    duplicate: false,
    note: null,
    fulfilled: false,
    decision: null,
    decisionNote: null,
    decidedBy: null,
    decidedAt: null,
    refundStatus: null,
    refundAnswer: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    settledAt: null,
    ...changes,
  };
}

const report = (status: PaymentStatus, changes: Partial<GatewayTransaction> = {}): GatewayTransaction => ({
  id: 'tx-1',
  reference: 'MH-R-prueba',
  amountInCents: OWED,
  currency: 'COP',
  status,
  method: 'CARD',
  ...changes,
});

describe('settle(): what a gateway report does to a payment', () => {
  it('approves a pending payment paid in full, records what was paid and fulfils it', () => {
    expect(settle(payment(), report('APPROVED'))).toEqual({
      changes: {
        status: 'APPROVED',
        transactionId: 'tx-1',
        method: 'CARD',
        paidAmountInCents: OWED,
        paidCurrency: 'COP',
      },
      fulfil: true,
    });
  });

  it('approves an underpaid payment for review without fulfilling it, saying it was paid short', () => {
    const settlement = settle(payment(), report('APPROVED', { amountInCents: 15_000_000 }))!;
    expect(settlement.fulfil).toBe(false);
    expect(settlement.changes).toMatchObject({
      status: 'APPROVED',
      paidAmountInCents: 15_000_000,
      requiresReview: true,
      note: 'Pago incompleto: se pagó menos del valor a pagar',
    });
  });

  it('sends an overpaid payment or another currency to review too', () => {
    for (const changes of [{ amountInCents: OWED + 1 }, { currency: 'USD' }]) {
      const settlement = settle(payment(), report('APPROVED', changes))!;
      expect(settlement).toMatchObject({
        fulfil: false,
        changes: { requiresReview: true, note: 'El valor o la moneda pagados no coinciden con el valor a pagar' },
      });
    }
  });

  it('declines or errors a pending payment without recording a paid amount', () => {
    for (const status of ['DECLINED', 'ERROR', 'VOIDED'] as const)
      expect(settle(payment(), report(status))).toEqual({
        changes: { status, transactionId: 'tx-1', method: 'CARD' },
        fulfil: false,
      });
  });

  it('records a pending report once (a method learnt), and ignores a repeated one', () => {
    expect(settle(payment(), report('PENDING'))).toEqual({
      changes: { status: 'PENDING', transactionId: 'tx-1', method: 'CARD' },
      fulfil: false,
    });
    expect(settle(payment({ transactionId: 'tx-1', method: 'CARD' }), report('PENDING'))).toBeNull();
    expect(settle(payment({ status: 'DECLINED', transactionId: 'tx-0' }), report('PENDING'))).toBeNull();
  });

  it('lets another transaction of the reference approve a failed attempt, never the same one again', () => {
    const failed = payment({ status: 'DECLINED', transactionId: 'tx-0' });
    expect(settle(failed, report('APPROVED'))?.fulfil).toBe(true);
    expect(settle(failed, report('DECLINED'))).toBeNull();
    expect(settle(payment({ status: 'ERROR', transactionId: 'tx-1' }), report('APPROVED'))).toBeNull();
  });

  it('ignores anything about an approved payment but its own void, which asks for a new decision', () => {
    const approved = payment({ status: 'APPROVED', transactionId: 'tx-1', fulfilled: true, decision: 'dismiss' });
    expect(settle(approved, report('APPROVED'))).toBeNull();
    expect(settle(approved, report('VOIDED', { id: 'tx-2' }))).toBeNull();
    expect(settle(approved, report('VOIDED'))).toEqual({
      changes: {
        status: 'VOIDED',
        transactionId: 'tx-1',
        method: 'CARD',
        requiresReview: true,
        note: 'Pago anulado después de aprobado',
      },
      fulfil: false,
      reopen: true,
    });
  });

  it('takes the void a refund asked for as the refund completed, not as a new doubt', () => {
    const refunding = payment({ status: 'APPROVED', transactionId: 'tx-1', decision: 'refund', requiresReview: true });
    expect(settle(refunding, report('VOIDED'))).toEqual({
      changes: { status: 'VOIDED', transactionId: 'tx-1', method: 'CARD' },
      fulfil: false,
    });
  });

  it('never moves a voided payment again', () => {
    expect(settle(payment({ status: 'VOIDED', transactionId: 'tx-1' }), report('APPROVED'))).toBeNull();
  });

  it('keeps the method it knew when a report carries none', () => {
    expect(settle(payment({ method: 'NEQUI' }), report('DECLINED', { method: null }))?.changes.method).toBe('NEQUI');
  });
});
