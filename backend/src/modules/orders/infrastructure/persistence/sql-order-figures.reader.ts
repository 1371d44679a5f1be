import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import {
  OrderFiguresReader,
  type BusinessOrderFigures,
  type OrderCounts,
  type SellerOrderActivity,
  type SellerOrderFigures,
} from '../../domain/order-figures.js';

/** Days and months are Colombia's, where the business is. */
const TIME_ZONE = 'America/Bogota';
/** The start of the period of the last $2 days including today, as an instant. */
const PERIOD_START = `(((now() AT TIME ZONE '${TIME_ZONE}')::date - ($2::int - 1))::timestamp AT TIME ZONE '${TIME_ZONE}')`;
const MONTH_START = `(date_trunc('month', now() AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE '${TIME_ZONE}')`;

/** Each count by the date its event happened: created, confirmed, delivered or cancelled within the period. */
const COUNTS = (since: string) => `
  count(*) FILTER (WHERE "createdAt" >= ${since})::int AS created,
  count(*) FILTER (WHERE "confirmedAt" >= ${since})::int AS confirmed,
  count(*) FILTER (WHERE "deliveredAt" >= ${since})::int AS delivered,
  count(*) FILTER (WHERE "cancelledAt" >= ${since})::int AS cancelled,
  coalesce(sum(total) FILTER (WHERE "deliveredAt" >= ${since}), 0)::bigint AS sales`;

const PRODUCT_SALES = `
  SELECT i."productId", min(i.name) AS name, sum(i.quantity)::int AS quantity,
         sum(i.quantity * i."unitPrice")::bigint AS sales
    FROM order_items i JOIN orders o ON o.id = i."orderId"`;

interface ProductSalesRow {
  productId: number | null;
  name: string;
  quantity: number;
  sales: string;
}
const productSales = (rows: ProductSalesRow[]) => rows.map((r) => ({ ...r, sales: Number(r.sales) }));

@Injectable()
export class SqlOrderFiguresReader extends OrderFiguresReader {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async forSeller(sellerId: number, days: number): Promise<SellerOrderFigures> {
    const [[row], products, [{ contacts }]]: [
      (OrderCounts & { sales: string })[],
      ProductSalesRow[],
      { contacts: number }[],
    ] = await Promise.all([
      this.tx.manager.query(
        `SELECT ${COUNTS(PERIOD_START)} FROM orders
          WHERE "sellerId" = $1 AND NOT "isTest"
            AND greatest("createdAt", "confirmedAt", "deliveredAt", "cancelledAt") >= ${PERIOD_START}`,
        [sellerId, days],
      ),
      this.tx.manager.query(
        `${PRODUCT_SALES}
          WHERE o."sellerId" = $1 AND NOT o."isTest" AND o."deliveredAt" >= ${PERIOD_START}
          GROUP BY i."productId" ORDER BY sales DESC, quantity DESC, name`,
        [sellerId, days],
      ),
      // The members context's raw events, read only: a visitor is an IP and a browser, as in its unique visitors; an
      // order carries the same pair hashed (application/order-visitor-key.ts), so tapping and ordering count once. An
      // order placed before visitors were kept counts as its own visitor.
      this.tx.manager.query(
        `SELECT count(DISTINCT visitor)::int AS contacts FROM (
           SELECT encode(sha256(convert_to(coalesce(ip, '') || '|' || coalesce("userAgent", ''), 'UTF8')), 'hex')
                  AS visitor
             FROM analytics
            WHERE "userId" = $1 AND type = 'whatsapp_click' AND timestamp >= ${PERIOD_START}
           UNION ALL
           SELECT coalesce("visitorKey", 'pedido-' || id) FROM orders
            WHERE "sellerId" = $1 AND NOT "isTest" AND "createdAt" >= ${PERIOD_START}) contacts`,
        [sellerId, days],
      ),
    ]);
    const { sales, ...orders } = row;
    return { contacts, orders, sales: { delivered: Number(sales), byProduct: productSales(products) } };
  }

  async activity(sellerId: number, days: number): Promise<SellerOrderActivity> {
    const [perDay, perProduct]: [{ date: string; n: number }[], { productId: number; n: number }[]] = await Promise.all(
      [
        this.tx.manager.query(
          `SELECT to_char(("createdAt" AT TIME ZONE '${TIME_ZONE}')::date, 'YYYY-MM-DD') AS date, count(*)::int AS n
             FROM orders WHERE "sellerId" = $1 AND NOT "isTest" AND "createdAt" >= ${PERIOD_START}
            GROUP BY 1`,
          [sellerId, days],
        ),
        this.tx.manager.query(
          `SELECT i."productId", count(DISTINCT o.id)::int AS n
             FROM order_items i JOIN orders o ON o.id = i."orderId"
            WHERE o."sellerId" = $1 AND NOT o."isTest" AND o."createdAt" >= ${PERIOD_START}
              AND i."productId" IS NOT NULL
            GROUP BY i."productId"`,
          [sellerId, days],
        ),
      ],
    );
    return {
      perDay: new Map(perDay.map((r) => [r.date, r.n])),
      perProduct: new Map(perProduct.map((r) => [r.productId, r.n])),
    };
  }

  async sellerMonth(sellerId: number): Promise<{ newOrders: number; month: OrderCounts; monthSales: number }> {
    const [row]: (OrderCounts & { sales: string; newOrders: number })[] = await this.tx.manager.query(
      `SELECT ${COUNTS(MONTH_START)}, count(*) FILTER (WHERE status = 'nuevo')::int AS "newOrders"
         FROM orders WHERE "sellerId" = $1 AND NOT "isTest"
          AND (status = 'nuevo' OR greatest("createdAt", "confirmedAt", "deliveredAt", "cancelledAt") >= ${MONTH_START})`,
      [sellerId],
    );
    const { sales, newOrders, ...month } = row;
    return { newOrders, month, monthSales: Number(sales) };
  }

  async business(months: number, top: number): Promise<BusinessOrderFigures> {
    const since = `(date_trunc('month', now() AT TIME ZONE '${TIME_ZONE}') - ($1::int - 1) * interval '1 month')`;
    const sinceInstant = `(${since} AT TIME ZONE '${TIME_ZONE}')`;
    const [monthRows, sellers, products] = await Promise.all([
      this.tx.manager.query(
        `WITH m AS (SELECT generate_series(${since}, date_trunc('month', now() AT TIME ZONE '${TIME_ZONE}'),
                                           interval '1 month') AS month),
              created AS (SELECT date_trunc('month', "createdAt" AT TIME ZONE '${TIME_ZONE}') AS month, count(*) AS n
                            FROM orders WHERE NOT "isTest" AND "createdAt" >= ${sinceInstant} GROUP BY 1),
              delivered AS (SELECT date_trunc('month', "deliveredAt" AT TIME ZONE '${TIME_ZONE}') AS month,
                                   count(*) AS n, sum(total) AS sales
                              FROM orders WHERE NOT "isTest" AND "deliveredAt" >= ${sinceInstant} GROUP BY 1)
         SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(c.n, 0)::int AS orders,
                coalesce(d.n, 0)::int AS "deliveredOrders", coalesce(d.sales, 0)::bigint AS "deliveredSales"
           FROM m LEFT JOIN created c ON c.month = m.month LEFT JOIN delivered d ON d.month = m.month
          ORDER BY m.month`,
        [months],
      ),
      this.tx.manager.query(
        `SELECT o."sellerId", u.name, u.code, count(*)::int AS "deliveredOrders",
                sum(o.total)::bigint AS "deliveredSales"
           FROM orders o JOIN users u ON u.id = o."sellerId"
          WHERE NOT o."isTest" AND o."deliveredAt" >= ${sinceInstant}
          GROUP BY o."sellerId", u.name, u.code ORDER BY "deliveredSales" DESC, o."sellerId" LIMIT $2`,
        [months, top],
      ),
      this.tx.manager.query(
        `${PRODUCT_SALES} WHERE NOT o."isTest" AND o."deliveredAt" >= ${sinceInstant}
          GROUP BY i."productId" ORDER BY sales DESC, quantity DESC, name LIMIT $2`,
        [months, top],
      ),
    ]);
    const money = <T extends { deliveredSales: string | number }>(rows: T[]) =>
      rows.map((r) => ({ ...r, deliveredSales: Number(r.deliveredSales) }));
    return { months: money(monthRows), topSellers: money(sellers), topProducts: productSales(products) };
  }
}
