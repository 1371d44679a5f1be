import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { PaymentGateway } from '../domain/payment-gateway.js';
import { ONLINE_PAYMENT_OFF } from './payment-checkout.service.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

const MINUTE = 60_000;
/** A payment still PENDING this long after it started is asked about (the event may have been lost). */
export const RECONCILE_AFTER_MS = 15 * MINUTE;
/** Payments older than this are left to the administrator. */
const RECONCILE_UNTIL_MS = 7 * 24 * 60 * MINUTE;

/** The gateway's events, and the job that asks about payments whose event never came. */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger('Pagos');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlementService,
  ) {}

  /** A signature that does not verify throws (401) before anything is read; a verified event is applied at most once. */
  async receive(body: unknown, headerChecksum: string | undefined): Promise<void> {
    if (!this.gateway.enabled) throw new NotFoundError(ONLINE_PAYMENT_OFF);
    const transaction = this.gateway.readEvent(body, headerChecksum);
    if (transaction) await this.settlement.apply(transaction, 'event');
  }

  /**
   * PENDING payments older than 15 minutes: with search by reference (the private key) each is asked about and the
   * final answer applied like an event. Returns how many changed.
   */
  async reconcile(pending: { reference: string; createdAt: Date }[]): Promise<number> {
    let changed = 0;
    for (const payment of pending) {
      if (Date.now() - payment.createdAt.getTime() > RECONCILE_UNTIL_MS) continue;
      const transactions = await this.gateway.findByReference(payment.reference);
      if (transactions === null) return changed;
      for (const transaction of transactions) {
        if (transaction.reference !== payment.reference || transaction.status === 'PENDING') continue;
        const after = await this.settlement.apply(transaction, 'reconciliation');
        if (after && after.status !== 'PENDING') changed++;
      }
    }
    if (changed) this.logger.log(`${changed} pagos pendientes conciliados`);
    return changed;
  }
}
