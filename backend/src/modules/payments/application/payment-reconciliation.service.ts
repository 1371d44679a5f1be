import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { PaymentGateway } from '../domain/payment-gateway.js';
import { PaymentRepository } from '../domain/payment.repository.js';
import { PaymentEventsService, RECONCILE_AFTER_MS } from './payment-events.service.js';

const BATCH = 50;
/** A payment asked about is not asked again for this long. */
const RECHECK_MS = 10 * 60_000;

/**
 * One reconciliation run: an advisory lock lets one instance at a time claim a batch of stale payments (the claim is
 * written, so another instance skips them), then each is asked about outside any transaction.
 */
@Injectable()
export class PaymentReconciliationService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly events: PaymentEventsService,
    private readonly tx: TransactionRunner,
  ) {}

  async run(): Promise<number> {
    if (!this.gateway.enabled) return 0;
    let pending: { reference: string; createdAt: Date }[] = [];
    const ran = await this.tx.runExclusively('payment-reconciliation', async () => {
      pending = await this.payments.claimStalePending(new Date(Date.now() - RECONCILE_AFTER_MS), RECHECK_MS, BATCH);
    });
    return ran ? this.events.reconcile(pending) : 0;
  }
}
