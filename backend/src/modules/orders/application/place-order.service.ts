import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Role } from '../../../shared/domain/role.js';
import { SellerAlerts } from '../../../shared/domain/seller-alerts.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { orderReference } from '../domain/order.js';
import { newOrderAlert } from '../domain/order-alert.js';
import { orderMessageText, whatsappUrl } from '../domain/order-message.js';
import { freezeOrderPrices } from '../domain/order-pricing.js';
import { orderRequest } from '../domain/order-request.js';
import { OrderSellers } from '../domain/order-seller.js';
import { OrderRepository, ReferenceTakenError, type NewOrder } from '../domain/order.repository.js';
import { newTrackingToken } from './order-tracking-token.js';
import { orderVisitorKey, type OrderVisitor } from './order-visitor-key.js';
import { OrderTrackingService } from './order-tracking.service.js';

export interface PlacedOrder {
  reference: string;
  total: number;
  whatsappUrl: string;
  /** The customer's own page of the order, with its private token. */
  trackingUrl: string;
  /** The seller's first name, for 'Tu pedido … fue enviado a {firstName}'. */
  sellerFirstName: string;
}

/** A clash among 33.5 million references is rare; five in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 5;
const random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** A visitor's cart on a distributor's page becomes an order with a reference and a chat link. */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly sellers: OrderSellers,
    private readonly orders: OrderRepository,
    private readonly alerts: SellerAlerts,
    private readonly tx: TransactionRunner,
    private readonly tracking: OrderTrackingService,
  ) {}

  /**
   * Unknown, pending or expired sellers are 404 (the page's own rule); bad input is 400 with nothing stored. The
   * owner's and admins' own orders are stored as tests, left out of every figure and e-mail.
   */
  async place(
    slug: string,
    body: Record<string, unknown>,
    viewer: { id: number; role: Role } | null,
    visitor: OrderVisitor | null = null,
  ): Promise<PlacedOrder> {
    const seller = await this.sellers.visibleBySlug(slug);
    const memberId = seller.id;
    const request = orderRequest(body, seller.country);
    const { items, totalPesos } = freezeOrderPrices(
      request.lines,
      await this.orders.pricedProducts(
        memberId,
        request.lines.map((l) => l.productId),
      ),
    );
    const tracking = newTrackingToken();
    const draft: Omit<NewOrder, 'reference'> = {
      sellerId: memberId,
      total: totalPesos,
      trackingTokenHash: tracking.hash,
      visitorKey: visitor ? orderVisitorKey(visitor) : null,
      pricesShown: seller.showPrices,
      isTest: !!viewer && (viewer.id === memberId || viewer.role === 'admin'),
      customerName: request.customerName,
      customerPhone: request.customerPhone,
      city: request.city,
      note: request.note,
      items,
    };
    const order = await this.insertWithFreshReference(draft);
    const text = orderMessageText({ ...order, lines: order.items });
    return {
      reference: order.reference,
      total: order.total,
      whatsappUrl: whatsappUrl(seller.whatsapp, text),
      trackingUrl: this.tracking.trackingUrl(order.reference, tracking.token),
      sellerFirstName: seller.name.trim().split(/\s+/)[0] ?? seller.name,
    };
  }

  private async insertWithFreshReference(draft: Omit<NewOrder, 'reference'>) {
    for (let attempt = 1; ; attempt++) {
      try {
        // The seller's phone notification commits with the order (one transaction per attempt: a clash aborts it).
        return await this.tx.run(async () => {
          const order = await this.orders.insert({ ...draft, reference: orderReference(random) });
          if (!order.isTest) await this.alerts.send(draft.sellerId, newOrderAlert(order));
          return order;
        });
      } catch (error) {
        if (!(error instanceof ReferenceTakenError) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }
}
