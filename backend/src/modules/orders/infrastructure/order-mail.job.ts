import { Inject, Injectable } from '@nestjs/common';
import { PeriodicJob } from '../../../platform/jobs/periodic-job.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/domain/settings.js';
import { OrderMailService } from '../application/order-mail.service.js';

const EVERY_MINUTE = 60 * 1000;

/** Sends the sellers' new-order e-mails whose ten minutes of batching are over. */
@Injectable()
export class OrderMailJob extends PeriodicJob {
  constructor(
    private readonly mails: OrderMailService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      enabled: config.runJobs,
      everyMs: EVERY_MINUTE,
      context: 'Pedidos',
      postponed: 'Correos de pedidos aplazados',
    });
  }

  protected runOnce(): Promise<number> {
    return this.mails.sendDue();
  }
}
