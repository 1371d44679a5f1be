import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Role } from '../../../shared/domain/role.js';
import { ValidationError } from '../../../shared/domain/errors.js';
import { SellerAlerts } from '../../../shared/domain/seller-alerts.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { orderReference } from '../domain/order.js';
import { newOrderAlert } from '../domain/order-alert.js';
import { orderMessageText, whatsappUrl } from '../domain/order-message.js';
import { orderRequest } from '../domain/order-request.js';
import { OrderSellers } from '../domain/order-seller.js';
import { OrderRepository, ReferenceTakenError, type NewOrder } from '../domain/order.repository.js';

export interface PlacedOrder {
  reference: string;
  total: number;
  whatsappUrl: string;
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
  ) {}

  /**
   * Unknown, pending or expired sellers are 404 (the page's own rule); bad input is 400 with nothing stored. The
   * owner's and admins' own orders are stored as tests, left out of every figure and e-mail.
   */
  async place(
    slug: string,
    body: Record<string, unknown>,
    viewer: { id: number; role: Role } | null,
  ): Promise<PlacedOrder> {
    const seller = await this.sellers.visibleBySlug(slug);
    const memberId = seller.id;
    const request = orderRequest(body, seller.country);
    const priced = new Map(
      (
        await this.orders.pricedProducts(
          memberId,
          request.lines.map((l) => l.productId),
        )
      ).map((p) => [p.productId, p]),
    );
    if (request.lines.some((line) => !priced.has(line.productId))) {
      throw new ValidationError('El producto no existe', 'items');
    }
    const items = request.lines.map((line) => {
      const product = priced.get(line.productId)!;
      return { productId: line.productId, name: product.name, quantity: line.quantity, unitPrice: product.unitPrice };
    });
    const draft: Omit<NewOrder, 'reference'> = {
      sellerId: memberId,
      total: items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
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
