import { paymentMethodLabel } from '@multyhealth/rules';
import { centsToPesos } from '../../../../shared/domain/money.js';
import type { PaymentDecision, RefundStatus } from '../../domain/payment-decision.js';
import type { Payment } from '../../domain/payment.js';

export const PAYMENTS_CSV_HEADER = [
  'Fecha',
  'Miembro',
  'Email',
  'Concepto',
  'Medio',
  'Valor a pagar (COP)',
  'Pagado (COP)',
  'Referencia',
  'Transacción',
  'Estado',
  'Requiere revisión',
  'Duplicado',
  'Decisión',
  'Reembolso',
  'Nota',
];

const STATUS: Record<Payment['status'], string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  DECLINED: 'Rechazado',
  VOIDED: 'Anulado',
  ERROR: 'Error',
};

const DECISION: Record<PaymentDecision, string> = {
  accept: 'Aceptado',
  refund: 'Reembolsar',
  revert: 'Revertido',
  dismiss: 'Cerrado sin cambios',
};

const REFUND: Record<RefundStatus, string> = {
  pending: 'Reembolso manual pendiente',
  voided: 'Anulado en la pasarela',
  done: 'Reembolso manual hecho',
};

const dateTime = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Bogota',
});

/**
 * One CSV row per payment, in the order of PAYMENTS_CSV_HEADER: what was owed and what was paid side by side, as
 * numbers of pesos (empty while nothing was paid); an approved payment paid short reads 'Aprobado, pago incompleto'.
 */
export function paymentCsvRow(p: Payment): unknown[] {
  const short = p.paidAmountInCents !== null && p.paidAmountInCents < p.amountInCents;
  return [
    dateTime.format(p.createdAt),
    p.memberName ?? '',
    p.memberEmail ?? '',
    p.purpose === 'registration' ? 'Registro' : 'Renovación',
    paymentMethodLabel(p.method),
    centsToPesos(p.amountInCents),
    p.paidAmountInCents === null ? '' : centsToPesos(p.paidAmountInCents),
    p.reference,
    p.transactionId ?? '',
    short ? `${STATUS[p.status]}, pago incompleto` : STATUS[p.status],
    p.requiresReview ? 'Sí' : 'No',
    p.duplicate ? 'Sí' : 'No',
    p.decision ? DECISION[p.decision] : p.requiresReview || p.duplicate ? 'Por decidir' : '',
    p.refundStatus ? REFUND[p.refundStatus] : '',
    p.decisionNote ? `${p.note ?? ''} · Decisión: ${p.decisionNote}`.replace(/^ · /, '') : (p.note ?? ''),
  ];
}
