import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/app-config.js';
import { DAY_MS } from '../../../shared/domain/clock.js';
import { NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { reminderDue, subscriptionStatus, type SubscriptionStatus } from '../domain/subscription.js';
import { SubscriptionRepository, type Subscriber } from '../domain/subscription.repository.js';
import { renewalReminderMail } from './renewal-reminder-mail.js';

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Suscripciones');

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(memberId: number): Promise<SubscriptionStatus> {
    const subscriber = await this.subscriptions.findSubscriber(memberId);
    if (!subscriber) throw new NotFoundError('Usuario no encontrado');
    return subscriptionStatus(subscriber.paymentExpiresAt);
  }

  /** Approved distributors whose subscription ends within `days` days, expired ones included. */
  nearExpiration(days: number): Promise<Subscriber[]> {
    if (!Number.isInteger(days) || days < 1 || days > 3650) {
      throw new ValidationError('El periodo debe ser un número de días entre 1 y 3650', 'days');
    }
    return this.subscriptions.findExpiringBefore(new Date(Date.now() + days * DAY_MS));
  }

  /** Every acknowledged renewal adds its year, however many arrive at once (the arithmetic runs in the UPDATE). */
  async renew(memberId: number): Promise<Subscriber> {
    const renewed = await this.subscriptions.renewApproved(memberId);
    if (renewed) return renewed;
    if (!(await this.subscriptions.findSubscriber(memberId))) throw new NotFoundError('Usuario no encontrado');
    throw new ValidationError('Solo se pueden renovar usuarios aprobados');
  }

  /** Sends the 30-day, 7-day and expiry reminders that are due; safe to run as often as wanted, on any instance. */
  async sendDueReminders(): Promise<number> {
    let sent = 0;
    await this.subscriptions.runExclusively('renewal-reminders', async () => {
      const due = await this.subscriptions.findExpiringBefore(new Date(Date.now() + 30 * DAY_MS));
      for (const subscriber of due) {
        const threshold = reminderDue(subscriber.paymentExpiresAt!);
        if (threshold === null) continue;
        if (await this.subscriptions.claimReminder(subscriber.id, threshold, subscriber.paymentExpiresAt!)) {
          await this.mailer.enqueue(renewalReminderMail(subscriber, threshold, this.config));
          sent++;
        }
      }
    });
    if (sent) this.logger.log(`${sent} recordatorios de renovación en cola`);
    return sent;
  }
}
