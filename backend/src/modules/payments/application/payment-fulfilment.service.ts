import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../../shared/domain/audit-log.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import type { Payment } from '../domain/payment.js';
import { PaidRegistrations, PaidRenewals, type FulfilmentOutcome } from '../domain/payment-effects.js';
import { PaymentRepository } from '../domain/payment.repository.js';

/** Who an audit entry names when no administrator acted (the gateway, or a decision's own effect). */
export interface AuditActor {
  adminId: number;
  adminEmail: string;
  ip: string | null;
}

/**
 * What a payment gives and takes back: the activation of an applicant or one renewal year. One path for an approved
 * payment and for an administrator's 'accept', so a payment is credited exactly once (the `fulfilled` flag, set in the
 * caller's transaction with the account change).
 */
@Injectable()
export class PaymentFulfilmentService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly registrations: PaidRegistrations,
    private readonly renewals: PaidRenewals,
    private readonly audit: AuditLog,
    private readonly tx: TransactionRunner,
  ) {}

  /**
   * In the caller's transaction. `allowSecondRenewal`: an administrator honours a duplicate renewal as one more year;
   * otherwise a renewal already paid for the same period is 'already-done'.
   */
  async fulfil(payment: Payment, actor: AuditActor, allowSecondRenewal = false): Promise<FulfilmentOutcome> {
    if (payment.memberId === null) return 'gone';
    const memberId = payment.memberId;
    let outcome: FulfilmentOutcome;
    if (payment.purpose === 'registration') {
      outcome = await this.registrations.activate(memberId);
      if (outcome === 'fulfilled')
        await this.record(
          actor,
          payment,
          'member.approve',
          `Aprobado por pago en línea, referencia ${payment.reference}`,
        );
    } else {
      // Two renewals paid for the same period (two tabs, two payments at once): the second one is a duplicate.
      await this.tx.lock('payment-renewal', memberId);
      if (
        !allowSecondRenewal &&
        (await this.payments.existsFulfilledSince(memberId, 'renewal', payment.createdAt, payment.id))
      )
        return 'already-done';
      outcome = await this.renewals.renew(memberId, {
        reference: payment.reference,
        amountInCents: payment.paidAmountInCents ?? payment.amountInCents,
      });
      if (outcome === 'fulfilled')
        await this.record(
          actor,
          payment,
          'subscription.renew',
          `Renovado por pago en línea, referencia ${payment.reference}`,
        );
    }
    if (outcome === 'fulfilled') await this.payments.markFulfilled(payment.id, true);
    return outcome;
  }

  /**
   * Takes back what a voided payment gave: its renewal year, or the activation when no other payment of the member
   * stands fulfilled. Returns what happened, in words for the audit entry.
   */
  async takeBack(payment: Payment): Promise<string> {
    await this.payments.markFulfilled(payment.id, false);
    if (payment.memberId === null) return 'el miembro ya no existe';
    if (payment.purpose === 'renewal')
      return (await this.renewals.takeBack(payment.memberId))
        ? 'se retiró el año de renovación'
        : 'el miembro ya no es distribuidor activo';
    if (await this.payments.existsOtherFulfilled(payment.memberId, payment.id))
      return 'la activación se mantiene: otro pago la cubre';
    return (await this.registrations.revertActivation(payment.memberId, payment.reference))
      ? 'el registro volvió a pendiente'
      : 'el registro ya no estaba aprobado';
  }

  private record(actor: AuditActor, payment: Payment, action: string, summary: string): Promise<void> {
    return this.audit.record({
      ...actor,
      action,
      targetType: 'member',
      targetId: String(payment.memberId),
      summary,
    });
  }
}
