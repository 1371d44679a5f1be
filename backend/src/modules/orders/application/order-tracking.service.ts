import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/domain/settings.js';
import { REFERENCE_PATTERN } from '../domain/order.js';
import { whatsappUrl } from '../domain/order-message.js';
import { TrackedOrders, orderTrackingView, type OrderTrackingView } from '../domain/order-tracking.js';
import { trackingTokenMatches } from './order-tracking-token.js';

export const ORDER_NOT_FOUND = 'Pedido no encontrado';

/** The customer's order page: the order behind a reference and its tracking token, or 404 for anything else. */
@Injectable()
export class OrderTrackingService {
  constructor(
    private readonly orders: TrackedOrders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The link the customer keeps: `{PUBLIC_URL}/pedido/{reference}?t={token}`. */
  trackingUrl(reference: string, token: string): string {
    return `${this.config.publicUrl}/pedido/${reference}?t=${token}`;
  }

  /** A wrong or missing token and an unknown reference give the same 404, after the same hash and comparison. */
  async view(reference: string, token: unknown): Promise<OrderTrackingView> {
    const tracked = REFERENCE_PATTERN.test(reference) ? await this.orders.findByReference(reference) : null;
    if (!trackingTokenMatches(token, tracked?.trackingTokenHash) || !tracked) throw new NotFoundError(ORDER_NOT_FOUND);
    const chat = tracked.seller
      ? whatsappUrl(
          tracked.seller.whatsapp,
          `Hola ${firstName(tracked.seller.name)}, te escribo por mi pedido ${reference}.`,
        )
      : null;
    return orderTrackingView(tracked, chat);
  }
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
