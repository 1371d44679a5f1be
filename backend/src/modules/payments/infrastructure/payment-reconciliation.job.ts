import { Inject, Injectable } from '@nestjs/common';
import { PeriodicJob } from '../../../platform/jobs/periodic-job.js';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { PaymentReconciliationService } from '../application/payment-reconciliation.service.js';

const EVERY_FIVE_MINUTES = 5 * 60 * 1000;

/** Asks the gateway about payments still pending after 15 minutes (their event may never come). */
@Injectable()
export class PaymentReconciliationJob extends PeriodicJob {
  constructor(
    private readonly reconciliation: PaymentReconciliationService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      enabled: config.runJobs && !!config.onlinePayments,
      everyMs: EVERY_FIVE_MINUTES,
      context: 'Pagos',
      postponed: 'Conciliación de pagos aplazada',
    });
  }

  protected runOnce(): Promise<number> {
    return this.reconciliation.run();
  }
}
