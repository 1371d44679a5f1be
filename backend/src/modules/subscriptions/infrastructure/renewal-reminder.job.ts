import { Inject, Injectable } from '@nestjs/common';
import { PeriodicJob } from '../../../platform/jobs/periodic-job.js';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { SubscriptionsService } from '../application/subscriptions.service.js';

const EVERY_HOUR = 60 * 60 * 1000;

/** Checks for due renewal reminders shortly after start and then hourly. */
@Injectable()
export class RenewalReminderJob extends PeriodicJob {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({
      enabled: config.runJobs,
      everyMs: EVERY_HOUR,
      context: 'Suscripciones',
      postponed: 'Recordatorios aplazados',
    });
  }

  protected runOnce(): Promise<number> {
    return this.subscriptions.sendDueReminders();
  }
}
