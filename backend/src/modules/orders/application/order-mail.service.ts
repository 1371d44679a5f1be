import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../shared/domain/settings.js';
import { memberMail } from '../../../shared/domain/mail-layout.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { formatCop } from '../../../shared/domain/money.js';
import { OrderNotifications, type OrderMailBatch } from '../domain/order-notifications.js';

/** The dashboard's Pedidos tab opened on one order, after login if needed: the e-mail's link and the push's. */
export const sellerOrderPath = (id: number) => `/dashboard?tab=orders&order=${id}`;

/** Orders placed within these ten minutes of the first one go in the same e-mail. */
export const ORDER_MAIL_WAIT_SECONDS = 10 * 60;

/** The e-mail to a seller about their new orders, at most one per seller every ten minutes. */
@Injectable()
export class OrderMailService {
  constructor(
    private readonly notifications: OrderNotifications,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  isOn(sellerId: number): Promise<boolean> {
    return this.notifications.isOn(sellerId);
  }

  turn(sellerId: number, on: boolean): Promise<void> {
    return this.notifications.turn(sellerId, on);
  }

  /**
   * Queues one e-mail per seller with due orders and marks them, in one transaction (the outbox commits with the
   * marks); one instance at a time. Returns the e-mails queued.
   */
  async sendDue(waitSeconds = ORDER_MAIL_WAIT_SECONDS): Promise<number> {
    let sent = 0;
    await this.tx.runExclusively('order-mails', async () => {
      for (const batch of await this.notifications.dueBatches(waitSeconds)) {
        await this.mailer.enqueue(this.mail(batch));
        await this.notifications.markNotified(batch.orders.map((order) => order.id));
        sent++;
      }
    });
    return sent;
  }

  private mail({ seller, orders }: OrderMailBatch) {
    const one = orders.length === 1;
    return memberMail(seller, {
      subject: one ? `Nuevo pedido ${orders[0].reference}` : `${orders.length} pedidos nuevos`,
      paragraphs: [
        one ? 'Recibiste un pedido nuevo en tu página:' : `Recibiste ${orders.length} pedidos nuevos en tu página:`,
        ...orders.map((order) =>
          [
            `Pedido ${order.reference}`,
            order.lines,
            ...(order.pricesShown ? [`Total: ${formatCop(order.total)}`] : []),
            ...(order.customerName ? [`Cliente: ${order.customerName}`] : []),
            ...(order.city ? [`Ciudad: ${order.city}`] : []),
          ].join('\n'),
        ),
        'El cliente te escribirá por WhatsApp con la referencia. Confírmalo desde la pestaña Pedidos de tu panel.',
        'Si no quieres recibir estos correos, desactívalos en la pestaña Pedidos.',
      ],
      action: one
        ? {
            label: `Ver el pedido ${orders[0].reference}`,
            url: `${this.config.publicUrl}${sellerOrderPath(orders[0].id)}`,
          }
        : { label: 'Ver mis pedidos', url: `${this.config.publicUrl}/dashboard?tab=orders` },
    });
  }
}
