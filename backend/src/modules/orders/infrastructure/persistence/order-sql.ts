import type { Order, OrderItem, OrderStatus } from '../../domain/order.js';
import type { OrderFilter } from '../../domain/order.repository.js';

/** The columns of an order with its lines as one JSON array, ready for `orderFromRow`. */
export const ORDER_COLUMNS = `
  o.id, o.reference, o."sellerId", o.status, o.total, o."pricesShown", o."isTest", o."customerName",
  o."customerPhone", o.city, o.note, o."cancelReason", o."createdAt", o."updatedAt", o."confirmedAt",
  o."deliveredAt", o."cancelledAt",
  (SELECT coalesce(json_agg(json_build_object('productId', i."productId", 'name', i.name,
            'quantity', i.quantity, 'unitPrice', i."unitPrice") ORDER BY i.position), '[]'::json)
     FROM order_items i WHERE i."orderId" = o.id) AS items`;

export interface OrderRow {
  id: number;
  reference: string;
  sellerId: number | null;
  status: OrderStatus;
  total: string | number;
  pricesShown: boolean;
  isTest: boolean;
  customerName: string | null;
  customerPhone: string | null;
  city: string | null;
  note: string | null;
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  confirmedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  items: OrderItem[];
}

export function orderFromRow(row: OrderRow): Order {
  return { ...row, total: Number(row.total) };
}

/** The WHERE clause of a filter on alias `o`, its parameters numbered from `first`. */
export function orderWhere(filter: OrderFilter, first = 1): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filter.sellerId !== undefined) conditions.push(`o."sellerId" = ${param(filter.sellerId)}`);
  if (!filter.includeTests) conditions.push(`NOT o."isTest"`);
  if (filter.status) conditions.push(`o.status = ${param(filter.status)}`);
  if (filter.createdFrom) conditions.push(`o."createdAt" >= ${param(filter.createdFrom)}`);
  if (filter.createdBefore) conditions.push(`o."createdAt" < ${param(filter.createdBefore)}`);
  if (filter.productId !== undefined) {
    conditions.push(
      `EXISTS (SELECT 1 FROM order_items i WHERE i."orderId" = o.id AND i."productId" = ${param(filter.productId)})`,
    );
  }
  if (filter.search) {
    // mh_fold (migration 1736600000000) ignores case and accents: 'gomez' finds 'Gómez'.
    const term = param(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const matches = [
      `o.reference ILIKE ${term}`,
      `mh_fold(o."customerName") LIKE mh_fold(${term})`,
      `o."customerPhone" ILIKE ${term}`,
    ];
    if (filter.searchSellers) {
      matches.push(`o."sellerId" IN (SELECT u.id FROM users u WHERE mh_fold(u.name) LIKE mh_fold(${term}))`);
    }
    conditions.push(`(${matches.join(' OR ')})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
