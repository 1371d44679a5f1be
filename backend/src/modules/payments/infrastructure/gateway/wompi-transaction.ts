import { PAYMENT_STATUSES, type GatewayTransaction, type PaymentStatus } from '../../domain/payment.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A transaction object of Wompi's API or events (snake_case), checked field by field; null when malformed. */
export function toTransaction(raw: unknown): GatewayTransaction | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const t = raw as Record<string, unknown>;
  const id = typeof t.id === 'string' || typeof t.id === 'number' ? String(t.id) : '';
  const amount = typeof t.amount_in_cents === 'string' ? Number(t.amount_in_cents) : t.amount_in_cents;
  if (
    !ID.test(id) ||
    typeof t.reference !== 'string' ||
    !t.reference ||
    t.reference.length > 255 ||
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    typeof t.currency !== 'string' ||
    t.currency.length > 3 ||
    !PAYMENT_STATUSES.includes(t.status as PaymentStatus)
  )
    return null;
  const method = typeof t.payment_method_type === 'string' ? t.payment_method_type.slice(0, 40) : null;
  return {
    id,
    reference: t.reference,
    amountInCents: amount,
    currency: t.currency,
    status: t.status as PaymentStatus,
    method,
  };
}
