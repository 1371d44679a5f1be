import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { DAY_MS } from '../../../shared/domain/clock.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { SellerAlerts } from '../../../shared/domain/seller-alerts.js';
import { expiryAlert } from '../domain/expiry-alert.js';
import { reminderDue, subscriptionStatus, type SubscriptionStatus } from '../domain/subscription.js';
import { SubscriptionRepository, type ExpectedExpiry, type Subscriber } from '../domain/subscription.repository.js';
import { renewalReminderMail } from './renewal-reminder-mail.js';

export const ALREADY_RENEWED = 'Esta suscripción ya fue renovada';

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Suscripciones');

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly alerts: SellerAlerts,
  ) {}

  async status(memberId: number): Promise<SubscriptionStatus> {
    const subscriber = await this.subscriptions.findSubscriber(memberId);
    if (!subscriber) throw new NotFoundError('Usuario no encontrado');
    return subscriptionStatus(subscriber.paymentExpiresAt);
  }

  /** Approved distributors whose subscription ends within `days` days, expired ones included. */
  nearExpiration(days: number): Promise<Subscriber[]> {
    checkPeriod(days);
    return this.subscriptions.findExpiringBefore(new Date(Date.now() + days * DAY_MS));
  }

  /**
   * The renewals screen, one page at a time: `filter.expired` true lists the lapsed members (the most recently
   * lapsed first, still the likeliest to renew); otherwise those due within `filter.days` days, the soonest first.
   */
  renewalsPage(query: ListQuery): Promise<Page<Subscriber>> {
    const { q, days = 30, expired = false, ...unknown } = query.filter;
    const [extra] = Object.keys(unknown);
    if (extra) throw new ValidationError(`No se puede filtrar por "${extra}"`, 'filter');
    if (typeof days !== 'number')
      throw new ValidationError('El periodo debe ser un número de días entre 1 y 3650', 'days');
    checkPeriod(days);
    if (typeof expired !== 'boolean') throw new ValidationError('El filtro expired debe ser true o false', 'expired');
    if (q !== undefined && (typeof q !== 'string' || q.length > 200))
      throw new ValidationError('La búsqueda debe ser un texto de hasta 200 caracteres', 'q');
    if (query.sort && query.sort.field !== 'paymentExpiresAt')
      throw new ValidationError(`No se puede ordenar por "${query.sort.field}"`, 'sort');
    return this.subscriptions.findRenewalsPage({
      expired,
      until: new Date(Date.now() + days * DAY_MS),
      q,
      order: query.sort?.order ?? (expired ? 'DESC' : 'ASC'),
      range: query.range,
    });
  }

  /**
   * Adds one year in one conditional UPDATE (atomic, reusable by any context that confirms a renewal). With
   * `expected`, the renewal names the expiry it extends: a repeat of the same intention (a double click, a second
   * administrator, a retried payment notice) finds the expiry moved and gets 409 without changing anything. Without
   * it, every acknowledged renewal adds its year.
   */
  async renew(memberId: number, expected?: ExpectedExpiry): Promise<Subscriber> {
    const renewed = await this.subscriptions.renewApproved(memberId, expected);
    if (renewed) return renewed;
    const subscriber = await this.subscriptions.findSubscriber(memberId);
    if (!subscriber) throw new NotFoundError('Usuario no encontrado');
    if (subscriber.status !== 'approved') throw new ValidationError('Solo se pueden renovar usuarios aprobados');
    throw new ConflictError(ALREADY_RENEWED);
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
          await this.alerts.send(subscriber.id, expiryAlert(subscriber.paymentExpiresAt!, threshold));
          sent++;
        }
      }
    });
    if (sent) this.logger.log(`${sent} recordatorios de renovación en cola`);
    return sent;
  }
}

function checkPeriod(days: number): void {
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new ValidationError('El periodo debe ser un número de días entre 1 y 3650', 'days');
  }
}
