import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { memberMail } from '../../../shared/domain/mail-layout.js';
import { formatCopCents } from '../../../shared/domain/money.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { SubscriptionRepository, type Subscriber } from '../domain/subscription.repository.js';

/**
 * How subscriptions react to a renewal paid online (the payments context calls it through its PaidRenewals port):
 * the same one-statement renewal as the administrator's, plus a receipt e-mail, in the caller's transaction.
 */
@Injectable()
export class PaidRenewalsService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async checkoutFor(memberId: number): Promise<{ memberId: number; name: string; email: string }> {
    const subscriber = await this.subscriptions.findSubscriber(memberId);
    if (!subscriber || subscriber.status !== 'approved') throw new NotFoundError('Usuario no encontrado');
    return { memberId, name: subscriber.name, email: subscriber.email };
  }

  async renew(memberId: number, receipt: { reference: string; amountInCents: number }): Promise<'fulfilled' | 'gone'> {
    const renewed = await this.subscriptions.renewApproved(memberId);
    if (!renewed) return 'gone';
    await this.mailer.enqueue(renewalReceiptMail(renewed, receipt, this.config));
    return 'fulfilled';
  }

  /** In the caller's transaction: the year a reverted payment added comes off the expiry. */
  async takeBack(memberId: number): Promise<boolean> {
    return (await this.subscriptions.takeBackRenewal(memberId)) !== null;
  }
}

function renewalReceiptMail(
  subscriber: Subscriber,
  receipt: { reference: string; amountInCents: number },
  settings: Pick<AppConfig, 'publicUrl'>,
) {
  const until = new Intl.DateTimeFormat('es-CO', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(new Date(subscriber.paymentExpiresAt!));
  return memberMail(subscriber, {
    subject: 'Recibo de tu renovación Multyhealth',
    paragraphs: [
      `Recibimos tu pago en línea: tu suscripción quedó renovada hasta el ${until}.`,
      'Guarda este correo como recibo de tu pago.',
    ],
    details: [
      ['Valor pagado', formatCopCents(receipt.amountInCents)],
      ['Referencia', receipt.reference],
      ['Vigente hasta', until],
    ],
    action: { label: 'Ir a mi panel', url: `${settings.publicUrl}/dashboard` },
  });
}
