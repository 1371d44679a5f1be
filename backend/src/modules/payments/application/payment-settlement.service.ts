import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../../../shared/domain/audit-log.js';
import { SellerAlerts } from '../../../shared/domain/seller-alerts.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { settle, type GatewayTransaction, type Payment } from '../domain/payment.js';
import { paymentApprovedAlert } from '../domain/payment-alert.js';
import { PaidRegistrations, PaidRenewals, type FulfilmentOutcome } from '../domain/payment-effects.js';
import { PaymentGateway } from '../domain/payment-gateway.js';
import { PaymentRepository } from '../domain/payment.repository.js';

/** Audit entries written for the gateway carry no administrator id. */
const GATEWAY_ACTOR_ID = 0;

/**
 * Applies what the gateway reports about a transaction (an event, the return from the checkout, reconciliation), each
 * at most once: the payment row is locked and rewritten in the same transaction as the account change, so concurrent
 * or repeated reports of one transaction find it already settled and change nothing.
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger('Pagos');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly registrations: PaidRegistrations,
    private readonly renewals: PaidRenewals,
    private readonly audit: AuditLog,
    private readonly tx: TransactionRunner,
    private readonly alerts: SellerAlerts,
  ) {}

  /** The payment as it stands after the report, or null for a reference that is not ours. */
  async apply(transaction: GatewayTransaction): Promise<Payment | null> {
    return this.tx.run(async () => {
      const payment = await this.payments.lockByReference(transaction.reference);
      if (!payment) {
        this.logger.warn(`Transacción ${transaction.id} con referencia desconocida`);
        return null;
      }
      const settlement = settle(payment, transaction);
      if (!settlement) return payment;
      const settled = await this.payments.settle(payment, settlement.changes);
      if (!settled) return this.payments.findByReference(transaction.reference);
      this.logger.log(`Pago ${settled.reference}: ${payment.status} → ${settled.status}`);
      if (!settlement.fulfil) return settled;
      const outcome = await this.fulfil(settled);
      if (outcome === 'fulfilled') {
        await this.alerts.send(settled.memberId!, paymentApprovedAlert(settled));
        return settled;
      }
      const flags =
        outcome === 'already-done'
          ? { duplicate: true, note: 'Pago duplicado: ya estaba pagado; decide si se reembolsa' }
          : { requiresReview: true, note: 'El miembro ya no existe o no puede recibir este pago' };
      await this.payments.markFlags(settled.id, flags);
      this.logger.warn(`Pago ${settled.reference}: ${flags.note}`);
      return { ...settled, ...flags };
    });
  }

  private async fulfil(payment: Payment): Promise<FulfilmentOutcome> {
    if (payment.memberId === null) return 'gone';
    const memberId = payment.memberId;
    if (payment.purpose === 'registration') {
      const outcome = await this.registrations.activate(memberId);
      if (outcome === 'fulfilled')
        await this.record(payment, 'member.approve', `Aprobado por pago en línea, referencia ${payment.reference}`);
      return outcome;
    }
    // Two renewals paid for the same period (two tabs, two payments at once): the second one is a duplicate.
    await this.tx.lock('payment-renewal', memberId);
    if (await this.payments.existsFulfilledSince(memberId, 'renewal', payment.createdAt, payment.id))
      return 'already-done';
    const outcome = await this.renewals.renew(memberId, {
      reference: payment.reference,
      amount: payment.amountInCents / 100,
    });
    if (outcome === 'fulfilled')
      await this.record(payment, 'subscription.renew', `Renovado por pago en línea, referencia ${payment.reference}`);
    return outcome;
  }

  private record(payment: Payment, action: string, summary: string): Promise<void> {
    return this.audit.record({
      adminId: GATEWAY_ACTOR_ID,
      adminEmail: this.gateway.name,
      action,
      targetType: 'member',
      targetId: String(payment.memberId),
      summary,
      ip: null,
    });
  }
}
