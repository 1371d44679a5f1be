import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import type { Order } from '../../domain/order.js';
import {
  OrderRepository,
  ReferenceTakenError,
  type ExportedOrder,
  type NewOrder,
  type OrderChanges,
  type OrderFilter,
  type OrderSort,
  type SellerPricedProduct,
} from '../../domain/order.repository.js';
import { ORDER_COLUMNS, orderFromRow, orderWhere, type OrderRow } from './order-sql.js';

@Injectable()
export class SqlOrderRepository extends OrderRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  /** Reads the content context's products and the pricing context's custom prices (read-only). */
  pricedProducts(sellerId: number, ids: number[]): Promise<SellerPricedProduct[]> {
    return this.tx.manager.query(
      `SELECT p.id AS "productId", p.name, coalesce(up."customPrice", p.price, 0)::int AS "unitPrice"
         FROM products p
         LEFT JOIN user_product_prices up ON up."productId" = p.id AND up."userId" = $1
        WHERE p.id = ANY($2::int[])`,
      [sellerId, ids],
    );
  }

  async insert(order: NewOrder): Promise<Order> {
    try {
      const [row]: OrderRow[] = await this.tx.manager.query(
        `WITH o AS (
           INSERT INTO orders (reference, "sellerId", total, "pricesShown", "isTest", "customerName", "customerPhone",
                               city, note, "trackingTokenHash", "visitorKey")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $16, $17) RETURNING *),
         lines AS (
           INSERT INTO order_items ("orderId", position, "productId", name, quantity, "unitPrice")
           SELECT o.id, l.position, l."productId", l.name, l.quantity, l."unitPrice"
             FROM o, unnest($10::int[], $11::int[], $12::text[], $13::int[], $14::int[])
                  AS l(position, "productId", name, quantity, "unitPrice"))
         SELECT o.*, $15::json AS items FROM o`,
        [
          order.reference,
          order.sellerId,
          order.total,
          order.pricesShown,
          order.isTest,
          order.customerName,
          order.customerPhone,
          order.city,
          order.note,
          order.items.map((_, i) => i + 1),
          order.items.map((item) => item.productId),
          order.items.map((item) => item.name),
          order.items.map((item) => item.quantity),
          order.items.map((item) => item.unitPrice),
          JSON.stringify(order.items),
          order.trackingTokenHash,
          order.visitorKey,
        ],
      );
      return orderFromRow(row);
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === '23505' && constraint === 'orders_reference_unique') throw new ReferenceTakenError();
      throw error;
    }
  }

  async findPage(filter: OrderFilter, sort: OrderSort, range?: { start: number; end: number }): Promise<Page<Order>> {
    const { where, params } = orderWhere(filter);
    const start = range?.start ?? 0;
    const limit = range ? range.end - range.start + 1 : null;
    const [rows, total]: [OrderRow[], number] = await Promise.all([
      this.tx.manager.query(
        `SELECT ${ORDER_COLUMNS} FROM orders o ${where}
          ORDER BY o."${sort.field}" ${sort.order}, o.id ${sort.order}
          ${limit === null ? '' : `LIMIT ${limit}`} OFFSET ${start}`,
        params,
      ),
      this.total(filter, where, params),
    ]);
    return { items: rows.map(orderFromRow), total, start };
  }

  /**
   * A seller's own list, whole or one status of it (the 'nuevo' badge), test orders included as the seller sees
   * them: the total the trigger keeps in seller_order_counts (migration 1736700000000). Any other filter counts its
   * matches.
   */
  private async total(filter: OrderFilter, where: string, params: unknown[]): Promise<number> {
    // Any other criterion, including one added to OrderFilter later, needs its matches counted.
    const { sellerId, status, includeTests, ...otherCriteria } = filter;
    const keptBySeller =
      sellerId !== undefined &&
      includeTests === true &&
      Object.values(otherCriteria).every((value) => value === undefined);
    const [{ total }]: { total: number }[] = keptBySeller
      ? await this.tx.manager.query(
          `SELECT coalesce(sum(n), 0)::int AS total FROM seller_order_counts
            WHERE "sellerId" = $1 AND ($2::text IS NULL OR status = $2)`,
          [sellerId, status ?? null],
        )
      : await this.tx.manager.query(`SELECT count(*)::int AS total FROM orders o ${where}`, params);
    return total;
  }

  async *findAll(filter: OrderFilter, batchSize: number): AsyncIterable<ExportedOrder[]> {
    const { where, params } = orderWhere(filter);
    // Keyset on the id, which the database compares exactly: a timestamp read into a JavaScript Date loses its
    // microseconds, and a row in the same millisecond as a batch's last one was skipped.
    let after: number | null = null;
    for (;;) {
      const cursor = after === null ? '' : `${where ? 'AND' : 'WHERE'} o.id < $${params.length + 1}`;
      const rows: (OrderRow & { sellerName: string | null })[] = await this.tx.manager.query(
        `SELECT ${ORDER_COLUMNS}, (SELECT u.name FROM users u WHERE u.id = o."sellerId") AS "sellerName"
           FROM orders o ${where} ${cursor}
          ORDER BY o.id DESC LIMIT ${batchSize}`,
        after === null ? params : [...params, after],
      );
      if (rows.length === 0) return;
      yield rows.map((row) => ({ ...orderFromRow(row), sellerName: row.sellerName }));
      if (rows.length < batchSize) return;
      after = rows[rows.length - 1].id;
    }
  }

  async findOne(id: number, sellerId?: number): Promise<Order | null> {
    const [row]: OrderRow[] = await this.tx.manager.query(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 ${sellerId === undefined ? '' : 'AND o."sellerId" = $2'}`,
      sellerId === undefined ? [id] : [id, sellerId],
    );
    return row ? orderFromRow(row) : null;
  }

  async update(id: number, sellerId: number, changes: OrderChanges): Promise<Order | null> {
    const sets = [`"updatedAt" = now()`];
    const params: unknown[] = [id, sellerId];
    const param = (value: unknown) => `$${params.push(value)}`;
    let condition = '';
    let history = '';
    if (changes.status) {
      const { from, to, reason, undo = false } = changes.status;
      const stamp = { confirmado: 'confirmedAt', entregado: 'deliveredAt', cancelado: 'cancelledAt' } as const;
      sets.push(`status = ${param(to)}`);
      if (undo) {
        // Back to `to`, whose own time stamp stays; the undone status never happened for the figures.
        if (from !== 'nuevo') sets.push(`"${stamp[from]}" = NULL`);
        if (from === 'cancelado') sets.push(`"cancelReason" = NULL`);
      } else {
        if (to !== 'nuevo') sets.push(`"${stamp[to]}" = now()`);
        if (to === 'cancelado') sets.push(`"cancelReason" = ${param(reason)}`);
      }
      condition = `AND status = ${param(from)}`;
      history = `, changed AS (
          INSERT INTO order_status_history ("orderId", "fromStatus", "toStatus", reason, "changedBy", "isUndo")
          SELECT id, ${param(from)}, ${param(to)}, ${param(undo ? null : reason)}, $2, ${param(undo)} FROM updated)`;
    }
    for (const field of ['customerName', 'customerPhone', 'note'] as const) {
      if (changes[field] !== undefined) sets.push(`"${field}" = ${param(changes[field])}`);
    }
    const rows: { id: number }[] = await this.tx.manager.query(
      `WITH updated AS (
         UPDATE orders SET ${sets.join(', ')} WHERE id = $1 AND "sellerId" = $2 ${condition} RETURNING id)${history}
       SELECT id FROM updated`,
      params,
    );
    return rows.length ? this.findOne(id, sellerId) : null;
  }

  async eraseCustomerData(sellerId: number): Promise<void> {
    await this.tx.run(async () => {
      await this.tx.manager.query(
        `UPDATE orders SET "customerName" = NULL, "customerPhone" = NULL, city = NULL, note = NULL,
                           "cancelReason" = NULL
          WHERE "sellerId" = $1`,
        [sellerId],
      );
      await this.tx.manager.query(`DELETE FROM order_settings WHERE "sellerId" = $1`, [sellerId]);
    });
  }
}
