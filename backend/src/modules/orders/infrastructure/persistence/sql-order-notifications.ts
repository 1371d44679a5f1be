import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { OrderNotifications, type OrderMailBatch } from '../../domain/order-notifications.js';

/** Batches at most this many sellers per run; the next run takes the rest. */
const SELLERS_PER_RUN = 200;

@Injectable()
export class SqlOrderNotifications extends OrderNotifications {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async isOn(sellerId: number): Promise<boolean> {
    const [row] = await this.tx.manager.query(`SELECT "emailOnNewOrder" FROM order_settings WHERE "sellerId" = $1`, [
      sellerId,
    ]);
    return row?.emailOnNewOrder ?? true;
  }

  async turn(sellerId: number, on: boolean): Promise<void> {
    await this.tx.manager.query(
      `INSERT INTO order_settings ("sellerId", "emailOnNewOrder") VALUES ($1, $2)
       ON CONFLICT ("sellerId") DO UPDATE SET "emailOnNewOrder" = EXCLUDED."emailOnNewOrder"`,
      [sellerId, on],
    );
  }

  async dueBatches(waitSeconds: number): Promise<OrderMailBatch[]> {
    // Orders of sellers who turned the e-mail off are handled silently, so turning it on later sends no backlog.
    await this.tx.manager.query(
      `UPDATE orders o SET "notifiedAt" = now()
         FROM order_settings s
        WHERE s."sellerId" = o."sellerId" AND NOT s."emailOnNewOrder"
          AND o."notifiedAt" IS NULL AND NOT o."isTest"`,
    );
    const rows: (OrderMailBatch['orders'][number] & { sellerId: number; name: string; email: string })[] =
      await this.tx.manager.query(
        `WITH due AS (
           SELECT "sellerId" FROM orders
            WHERE "notifiedAt" IS NULL AND NOT "isTest" AND "sellerId" IS NOT NULL
            GROUP BY "sellerId" HAVING min("createdAt") <= now() - make_interval(secs => $1)
            ORDER BY min("createdAt") LIMIT ${SELLERS_PER_RUN})
         SELECT o.id, o.reference, o.total::float8 AS total, o."pricesShown", o."customerName", o.city, o."createdAt",
                o."sellerId", u.name, u.email,
                (SELECT string_agg(i.quantity || ' × ' || i.name, ', ' ORDER BY i.position)
                   FROM order_items i WHERE i."orderId" = o.id) AS lines
           FROM orders o JOIN due d ON d."sellerId" = o."sellerId" JOIN users u ON u.id = o."sellerId"
          WHERE o."notifiedAt" IS NULL AND NOT o."isTest"
          ORDER BY o."sellerId", o."createdAt", o.id`,
        [waitSeconds],
      );
    const batches = new Map<number, OrderMailBatch>();
    for (const { sellerId, name, email, ...order } of rows) {
      const batch = batches.get(sellerId) ?? { seller: { id: sellerId, name, email }, orders: [] };
      batch.orders.push(order);
      batches.set(sellerId, batch);
    }
    return [...batches.values()];
  }

  async markNotified(orderIds: number[]): Promise<void> {
    await this.tx.manager.query(`UPDATE orders SET "notifiedAt" = now() WHERE id = ANY($1::int[])`, [orderIds]);
  }
}
