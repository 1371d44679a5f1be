import type { Payment } from '../../domain/payment.js';

export const PAYMENTS_CSV_HEADER = [
  'Fecha',
  'Miembro',
  'Email',
  'Concepto',
  'Medio',
  'Valor (COP)',
  'Referencia',
  'Transacción',
  'Estado',
  'Requiere revisión',
  'Duplicado',
  'Nota',
];

const STATUS: Record<Payment['status'], string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  DECLINED: 'Rechazado',
  VOIDED: 'Anulado',
  ERROR: 'Error',
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

/** One CSV row per payment, in the order of PAYMENTS_CSV_HEADER; the amount stays a number of pesos. */
export function paymentCsvRow(p: Payment): unknown[] {
  return [
    dateTime.format(p.createdAt),
    p.memberName ?? '',
    p.memberEmail ?? '',
    p.purpose === 'registration' ? 'Registro' : 'Renovación',
    p.method ?? '',
    p.amountInCents / 100,
    p.reference,
    p.transactionId ?? '',
    STATUS[p.status],
    p.requiresReview ? 'Sí' : 'No',
    p.duplicate ? 'Sí' : 'No',
    p.note ?? '',
  ];
}
