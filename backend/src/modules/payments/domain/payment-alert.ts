import { formatCopCents } from '../../../shared/domain/money.js';
import type { SellerAlert } from '../../../shared/domain/seller-alerts.js';
import type { Payment } from './payment.js';

/** The member's phone notification once an online payment is applied (activation or renewal). */
export function paymentApprovedAlert(payment: Payment): SellerAlert {
  const amount = formatCopCents(payment.amountInCents);
  return {
    kind: 'paymentApproved',
    title: 'Pago aprobado',
    body:
      payment.purpose === 'registration'
        ? `Recibimos tu pago de ${amount}: tu cuenta está activa.`
        : `Recibimos tu pago de ${amount}: tu suscripción quedó renovada por un año.`,
    url: '/dashboard',
    tag: `pago-${payment.reference}`,
  };
}
