import { Injectable, Logger } from '@nestjs/common';
import { SellerAlerts } from '../../../shared/domain/seller-alerts.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { settle, type GatewayTransaction, type Payment } from '../domain/payment.js';
import { paymentApprovedAlert } from '../domain/payment-alert.js';
import { PaymentGateway } from '../domain/payment-gateway.js';
import type { ReportSource } from '../domain/payment-report.js';
import { PaymentRepository } from '../domain/payment.repository.js';
import { PaymentFulfilmentService } from './payment-fulfilment.service.js';

/** Audit entries written for the gateway carry no administrator id. */
const GATEWAY_ACTOR_ID = 0;

/**
 * Applies what the gateway reports about a transaction (an event, the return from the checkout, reconciliation), each
 * at most once: the payment row is locked and rewritten in the same transaction as the account change, so concurrent
 * or repeated reports of one transaction find it already settled and change nothing. Every report is kept.
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger('Pagos');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly fulfilment: PaymentFulfilmentService,
    private readonly tx: TransactionRunner,
    private readonly alerts: SellerAlerts,
  ) {}

  /** The payment as it stands after the report, or null for a reference that is not ours. */
  async apply(transaction: GatewayTransaction, source: ReportSource): Promise<Payment | null> {
    return this.tx.run(async () => {
      const payment = await this.payments.lockByReference(transaction.reference);
      if (!payment) {
        this.logger.warn(`Transacción ${transaction.id} con referencia desconocida`);
        return null;
      }
      await this.payments.recordReport(payment.id, source, transaction);
      const settlement = settle(payment, transaction);
      if (!settlement) return payment;
      const settled = await this.payments.settle(payment, settlement.changes, settlement.reopen);
      if (!settled) return this.payments.findByReference(transaction.reference);
      this.logger.log(`Pago ${settled.reference}: ${payment.status} → ${settled.status}`);
      if (!settlement.fulfil) return settled;
      const actor = { adminId: GATEWAY_ACTOR_ID, adminEmail: this.gateway.name, ip: null };
      const outcome = await this.fulfilment.fulfil(settled, actor);
      if (outcome === 'fulfilled') {
        await this.alerts.send(settled.memberId!, paymentApprovedAlert(settled));
        return { ...settled, fulfilled: true };
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
}
