import { Injectable } from '@nestjs/common';
import { SellerAlerts, type SellerAlert } from '../../../shared/domain/seller-alerts.js';
import { PushSubscriptionRepository } from '../domain/push-subscription.repository.js';
import { PushSender } from '../domain/push-sender.js';

/** The payload the service worker shows: JSON `{ title, body, url, tag }` (encrypted aes128gcm on the way). */
@Injectable()
export class PushAlertsService extends SellerAlerts {
  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly sender: PushSender,
  ) {
    super();
  }

  async send(memberId: number, alert: SellerAlert): Promise<void> {
    if (!this.sender.publicKey()) return;
    const payload = JSON.stringify({
      title: alert.title.slice(0, 120),
      body: alert.body.slice(0, 300),
      url: alert.url,
      tag: alert.tag,
    });
    await this.subscriptions.queue(memberId, alert.kind, { payload, urgency: alert.urgency ?? 'normal' });
  }
}
