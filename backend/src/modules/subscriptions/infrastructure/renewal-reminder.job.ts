import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { SubscriptionsService } from '../application/subscriptions.service.js';

const EVERY_HOUR = 60 * 60 * 1000;

/** Checks for due renewal reminders shortly after start and then hourly. */
@Injectable()
export class RenewalReminderJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Suscripciones');
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runJobs) return;
    const run = () =>
      this.subscriptions
        .sendDueReminders()
        .catch((e: Error) => this.logger.warn(`Recordatorios aplazados: ${e.message}`));
    this.timers = [setTimeout(run, 10_000), setInterval(run, EVERY_HOUR)];
    this.timers.forEach((t) => t.unref());
  }

  onApplicationShutdown(): void {
    this.timers.forEach(clearTimeout);
  }
}
