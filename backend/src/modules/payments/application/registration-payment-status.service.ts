import { Injectable, Logger } from '@nestjs/common';
import { PaymentGateway } from '../domain/payment-gateway.js';
import { PaymentRepository } from '../domain/payment.repository.js';
import type { Payment, PaymentPurpose } from '../domain/payment.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/** What the applicant's status page shows of their latest online payment. */
export interface PaymentSummary {
  status: string;
  reference: string;
  amountInCents: number;
  method: string | null;
}

/** Gateway ids are short tokens; anything else is not asked about. */
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A member's view of their latest online payment: the registration status page (bound in payments.module.ts to the
 * members context's port) and the dashboard's renewal. On the return from the checkout it asks the gateway about the
 * transaction and applies the answer like an event.
 */
@Injectable()
export class RegistrationPaymentStatusService {
  private readonly logger = new Logger('Pagos');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlementService,
  ) {}

  get enabled(): boolean {
    return this.gateway.enabled;
  }

  /** Never throws: a gateway that is down or slow leaves the payment as it was ('estamos confirmando'). */
  async confirm(memberId: number, transactionId: string, purpose: PaymentPurpose = 'registration'): Promise<void> {
    if (!this.gateway.enabled || !TRANSACTION_ID.test(transactionId)) return;
    try {
      const transaction = await this.gateway.fetchTransaction(transactionId);
      if (!transaction) return;
      const payment = await this.payments.findByReference(transaction.reference);
      // Only the member's own payment: the page is no oracle for other people's transactions.
      if (!payment || payment.memberId !== memberId || payment.purpose !== purpose) return;
      await this.settlement.apply(transaction, 'return');
    } catch (error) {
      this.logger.warn(`No se pudo confirmar la transacción ${transactionId}: ${(error as Error).message}`);
    }
  }

  async latest(memberId: number, purpose: PaymentPurpose = 'registration'): Promise<PaymentSummary | null> {
    const payment = await this.payments.latestOf(memberId, purpose);
    return payment ? summary(payment) : null;
  }
}

export function summary(payment: Payment): PaymentSummary {
  return {
    status: payment.status,
    reference: payment.reference,
    amountInCents: payment.amountInCents,
    method: payment.method,
  };
}
