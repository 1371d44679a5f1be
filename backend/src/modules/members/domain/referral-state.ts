import { daysUntil } from '../../../shared/domain/clock.js';
import type { MemberStatus } from './member.js';

/** Where a person in a seller's network stands, as 'Mi Red' shows it. */
export type ReferralState = 'pendiente' | 'comprobante_recibido' | 'activo' | 'vencido';

/**
 * Pending without a proof of payment: 'pendiente'; pending with one: 'comprobante_recibido'; approved with days of
 * subscription left: 'activo' (with those days); approved and past the expiry (or never given one): 'vencido'.
 */
export function referralState(
  person: { status: MemberStatus; paymentProofAt: Date | null; paymentExpiresAt: Date | null },
  now = new Date(),
): { state: ReferralState; remainingDays: number | null } {
  if (person.status === 'pending') {
    return { state: person.paymentProofAt ? 'comprobante_recibido' : 'pendiente', remainingDays: null };
  }
  const days = person.paymentExpiresAt ? daysUntil(person.paymentExpiresAt, now) : 0;
  return days > 0 ? { state: 'activo', remainingDays: days } : { state: 'vencido', remainingDays: 0 };
}
