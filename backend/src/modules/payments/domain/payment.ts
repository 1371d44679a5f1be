import type { PaymentDecision, RefundStatus } from './payment-decision.js';

/** What a payment pays for: the sign-up fee of a pending registration or a year of subscription. */
export const PAYMENT_PURPOSES = ['registration', 'renewal'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The gateway's transaction states; a payment starts PENDING and ends in one of the other four. */
export const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_CURRENCY = 'COP';

/** One attempt to pay online: a fresh reference each time the member presses the button. */
export interface Payment {
  id: number;
  reference: string;
  purpose: PaymentPurpose;
  /** Null once the member's account is deleted: the row stays for accounting. */
  memberId: number | null;
  /** Copied at creation so the list reads well; erased with the member's personal data. */
  memberName: string | null;
  memberEmail: string | null;
  amountInCents: number;
  currency: string;
  status: PaymentStatus;
  /** The gateway's id of the transaction that decided this payment. */
  transactionId: string | null;
  /** How it was paid (PSE, NEQUI, CARD…), as the gateway says. */
  method: string | null;
  /** What the gateway reported as paid; null while nothing was paid (pending, declined, error). */
  paidAmountInCents: number | null;
  paidCurrency: string | null;
  /** Something did not match (amount, currency, a registration that no longer exists): an administrator decides. */
  requiresReview: boolean;
  /** A second approved payment for something already paid: a refund decision for the administrator. */
  duplicate: boolean;
  note: string | null;
  /** True while what it paid for (an activation or a renewal year) stands to its credit. */
  fulfilled: boolean;
  /** The administrator's decision on a payment in doubt (payment-decision.ts); null while none. */
  decision: PaymentDecision | null;
  decisionNote: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  /** Where a refund stands: 'pending' (manual, to be marked done), 'voided' (by the gateway) or 'done'. */
  refundStatus: RefundStatus | null;
  /** What the gateway answered to the void, or who marked the manual refund done. */
  refundAnswer: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** When the payment reached APPROVED, DECLINED, VOIDED or ERROR. */
  settledAt: Date | null;
}

export type NewPayment = Pick<
  Payment,
  'reference' | 'purpose' | 'memberId' | 'memberName' | 'memberEmail' | 'amountInCents' | 'currency'
>;

/** A transaction as the gateway reports it (an event or its API), already verified by the adapter. */
export interface GatewayTransaction {
  id: string;
  reference: string;
  amountInCents: number;
  currency: string;
  status: PaymentStatus;
  method: string | null;
}

/** What applying a transaction changes on the payment row, and whether the payment's purpose is now fulfilled. */
export interface Settlement {
  changes: Pick<Payment, 'status' | 'transactionId' | 'method'> &
    Partial<Pick<Payment, 'paidAmountInCents' | 'paidCurrency' | 'requiresReview' | 'note'>>;
  /** True only for an approved transaction that matches the payment: activate or renew. */
  fulfil: boolean;
  /** A void after approval asks for a new decision, whatever was decided before (except the refund it completes). */
  reopen?: boolean;
}

const FAILED: PaymentStatus[] = ['DECLINED', 'ERROR'];

/**
 * The state machine (docs/decisions/1710-online-payments.md). Null: nothing to do (already applied, or a stale
 * report). PENDING → any state; a failed attempt (DECLINED/ERROR) may still be approved by another transaction of the
 * same reference (a retry inside the checkout); an APPROVED payment only moves to VOIDED by its own transaction, and
 * then needs review (the account is never taken back automatically: an administrator decides to revert). An approved
 * payment records what was paid; one that differs from what was owed (underpaid, overpaid, another currency) fulfils
 * nothing until an administrator accepts it.
 */
export function settle(payment: Payment, transaction: GatewayTransaction): Settlement | null {
  const same = payment.transactionId === transaction.id;
  const base = { transactionId: transaction.id, method: transaction.method ?? payment.method };
  if (payment.status === 'APPROVED') {
    if (!same || transaction.status !== 'VOIDED') return null;
    // The void a refund asked the gateway for: the refund is done, nothing is in doubt.
    if (payment.decision === 'refund') return { changes: { ...base, status: 'VOIDED' }, fulfil: false };
    return {
      changes: { ...base, status: 'VOIDED', requiresReview: true, note: 'Pago anulado después de aprobado' },
      fulfil: false,
      reopen: true,
    };
  }
  if (payment.status === 'VOIDED') return null;
  if (FAILED.includes(payment.status) && (same || transaction.status !== 'APPROVED')) return null;
  if (transaction.status === 'PENDING') {
    if (payment.status !== 'PENDING' || (same && payment.method === base.method)) return null;
    return { changes: { ...base, status: 'PENDING' }, fulfil: false };
  }
  if (transaction.status !== 'APPROVED') return { changes: { ...base, status: transaction.status }, fulfil: false };
  const paid = {
    ...base,
    status: 'APPROVED' as const,
    paidAmountInCents: transaction.amountInCents,
    paidCurrency: transaction.currency,
  };
  if (transaction.amountInCents !== payment.amountInCents || transaction.currency !== payment.currency)
    return {
      changes: {
        ...paid,
        requiresReview: true,
        note:
          transaction.amountInCents < payment.amountInCents
            ? 'Pago incompleto: se pagó menos del valor a pagar'
            : 'El valor o la moneda pagados no coinciden con el valor a pagar',
      },
      fulfil: false,
    };
  return { changes: paid, fulfil: true };
}
