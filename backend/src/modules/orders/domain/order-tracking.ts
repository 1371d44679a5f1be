import type { Order, OrderStatus } from './order.js';

/** One step of an order as its customer sees it; a cancellation carries its reason when the seller gave one. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at: Date;
  reason?: string;
}

/** An order with what its tracking page needs: the stored token hash and the seller's public face. */
export interface TrackedOrder {
  order: Pick<
    Order,
    | 'reference'
    | 'status'
    | 'items'
    | 'total'
    | 'pricesShown'
    | 'cancelReason'
    | 'createdAt'
    | 'updatedAt'
    | 'confirmedAt'
    | 'deliveredAt'
    | 'cancelledAt'
  >;
  /** SHA-256 of the order's tracking token; null for orders placed before tracking existed. */
  trackingTokenHash: Buffer | null;
  /** The seller's public page, or null once the seller's account is gone. */
  seller: { name: string; slug: string; whatsapp: string } | null;
}

/** What the customer's order page shows: no customer details, no seller e-mail. */
export interface OrderTrackingView {
  reference: string;
  status: OrderStatus;
  items: { name: string; quantity: number; unitPrice: number | null }[];
  total: number | null;
  seller: { name: string; slug: string; whatsappUrl: string } | null;
  history: OrderHistoryEntry[];
  createdAt: Date;
  updatedAt: Date;
}

/** The order's steps, oldest first, from its own timestamps. */
export function orderHistory(order: TrackedOrder['order']): OrderHistoryEntry[] {
  const history: OrderHistoryEntry[] = [{ status: 'nuevo', at: order.createdAt }];
  if (order.confirmedAt) history.push({ status: 'confirmado', at: order.confirmedAt });
  if (order.deliveredAt) history.push({ status: 'entregado', at: order.deliveredAt });
  if (order.cancelledAt) {
    history.push({
      status: 'cancelado',
      at: order.cancelledAt,
      ...(order.cancelReason && { reason: order.cancelReason }),
    });
  }
  return history.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The order's page for its customer: prices only when the seller's page showed them when it was placed. */
export function orderTrackingView(tracked: TrackedOrder, sellerWhatsappUrl: string | null): OrderTrackingView {
  const { order, seller } = tracked;
  return {
    reference: order.reference,
    status: order.status,
    items: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: order.pricesShown ? item.unitPrice : null,
    })),
    total: order.pricesShown ? order.total : null,
    seller:
      seller && sellerWhatsappUrl ? { name: seller.name, slug: seller.slug, whatsappUrl: sellerWhatsappUrl } : null,
    history: orderHistory(order),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** Reads an order by its reference for its tracking page. */
export abstract class TrackedOrders {
  /** The order with this reference, its token hash and its seller; null when there is none. */
  abstract findByReference(reference: string): Promise<TrackedOrder | null>;
}
