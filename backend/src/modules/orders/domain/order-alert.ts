import { formatCop } from '../../../shared/domain/money.js';
import type { SellerAlert } from '../../../shared/domain/seller-alerts.js';
import type { Order } from './order.js';

/** The seller's phone notification for a new order: title, body, the order's url in the dashboard, high urgency (docs/decisions/1745-push-notifications.md). */
export function newOrderAlert(order: Order): SellerAlert {
  const firstName = order.customerName?.trim().split(/\s+/)[0];
  const who = firstName ? `De ${firstName}` : order.city ? `Desde ${order.city}` : 'Un cliente';
  const total = order.pricesShown ? ` · ${formatCop(order.total)}` : '';
  return {
    kind: 'newOrder',
    title: `Nuevo pedido ${order.reference}`,
    body: `${who}${total}. Toca para verlo.`,
    url: `/dashboard?tab=orders&order=${order.id}`,
    tag: `pedido-${order.id}`,
    urgency: 'high',
  };
}
