import type { Payment } from './payment.js';

/** What an administrator may decide about a payment in doubt (docs/decisions/1710-online-payments.md). */
export const PAYMENT_DECISIONS = ['accept', 'refund', 'revert', 'dismiss'] as const;
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

export const REFUND_STATUSES = ['pending', 'voided', 'done'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const DECISION_NOTE_MAX = 500;

/** Waiting for a decision: flagged for review or as a duplicate, and nobody decided yet. */
export function awaitsDecision(payment: Pick<Payment, 'requiresReview' | 'duplicate' | 'decision'>): boolean {
  return (payment.requiresReview || payment.duplicate) && payment.decision === null;
}

/**
 * The decisions that apply to a payment waiting for one: accept and refund need money received and not yet credited
 * (an approved payment that did not fulfil anything); revert needs a payment voided after what it paid for was given;
 * dismiss always applies.
 */
export function allowedDecisions(
  payment: Pick<Payment, 'requiresReview' | 'duplicate' | 'decision' | 'status' | 'fulfilled'>,
): PaymentDecision[] {
  if (!awaitsDecision(payment)) return [];
  const decisions: PaymentDecision[] = [];
  if (payment.status === 'APPROVED' && !payment.fulfilled) decisions.push('accept', 'refund');
  if (payment.status === 'VOIDED' && payment.fulfilled) decisions.push('revert');
  decisions.push('dismiss');
  return decisions;
}

/** Why a decision does not apply, in the administrator's words (409). */
export function refusal(
  payment: Pick<Payment, 'requiresReview' | 'duplicate' | 'decision' | 'status' | 'fulfilled'>,
  decision: PaymentDecision,
): string | null {
  if (payment.decision !== null) return 'Este pago ya tiene una decisión';
  if (!awaitsDecision(payment)) return 'Este pago no espera una decisión';
  if (allowedDecisions(payment).includes(decision)) return null;
  if (decision === 'revert') return 'Solo se revierte un pago anulado después de aplicarse';
  return 'Solo se acepta o reembolsa un pago aprobado que no se ha aplicado';
}
