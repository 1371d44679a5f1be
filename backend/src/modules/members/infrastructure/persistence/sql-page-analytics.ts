import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { DailyPageStats, PageEvent, PageSummary } from '../../domain/page-analytics.js';

/** Days are counted in Colombia's time zone, where the business and nearly all visitors are. */
const TIME_ZONE = 'America/Bogota';

/** One analytics row as it waits to be written: `extra` holds further columns (names from code, never a client). */
export interface PageEventRow {
  memberId: number;
  type: PageEvent;
  userAgent: string | null;
  ip: string | null;
  at: Date;
  extra?: Record<string, string | number | null>;
}

const BASE_COLUMNS = ['"userId"', 'type', '"userAgent"', 'ip', 'timestamp'];
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

/** The analytics table: batched writes and the seller's statistics. */
@Injectable()
export class SqlPageAnalytics {
  constructor(private readonly tx: Transactions) {}

  /** Writes the rows in multi-row INSERTs, one per set of extra columns (one in all for plain visits and clicks). */
  async insertMany(rows: PageEventRow[]): Promise<void> {
    try {
      await this.tx.run(() => this.insert(rows));
    } catch (error) {
      if ((error as { code?: string }).code !== '23503') throw error;
      // A member deleted since the event: their events go with them.
      const ids = [...new Set(rows.map((row) => row.memberId))];
      const existing = await this.tx.manager.query(`SELECT id FROM users WHERE id = ANY($1::int[])`, [ids]);
      const kept = new Set(existing.map((row: { id: number }) => row.id));
      await this.tx.run(() => this.insert(rows.filter((row) => kept.has(row.memberId))));
    }
  }

  private async insert(rows: PageEventRow[]): Promise<void> {
    const groups = new Map<string, PageEventRow[]>();
    for (const row of rows) {
      const key = Object.keys(row.extra ?? {})
        .sort()
        .join(',');
      const group = groups.get(key);
      if (group) group.push(row);
      else groups.set(key, [row]);
    }
    for (const [key, group] of groups) {
      const extra = key ? key.split(',') : [];
      for (const name of extra)
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Columna inválida: ${name}`);
      const width = BASE_COLUMNS.length + extra.length;
      const perStatement = Math.floor(MAX_PARAMETERS / width);
      for (let start = 0; start < group.length; start += perStatement) {
        const chunk = group.slice(start, start + perStatement);
        const params: unknown[] = [];
        const tuples = chunk.map((row) => {
          params.push(row.memberId, row.type, row.userAgent, row.ip, row.at, ...extra.map((n) => row.extra![n]));
          const first = params.length - width;
          return `(${Array.from({ length: width }, (_, i) => `$${first + i + 1}`).join(', ')})`;
        });
        const columns = [...BASE_COLUMNS, ...extra.map((n) => `"${n}"`)].join(', ');
        await this.tx.manager.query(`INSERT INTO analytics (${columns}) VALUES ${tuples.join(', ')}`, params);
      }
    }
  }

  /** All-time totals from the daily rollup: a few rows a day instead of every event the seller ever had. */
  async totals(memberId: number): Promise<{ visits: number; whatsappClicks: number }> {
    const [row] = await this.tx.manager.query(
      `SELECT coalesce(sum(n) FILTER (WHERE type = 'visit'), 0)::int AS visits,
              coalesce(sum(n) FILTER (WHERE type = 'whatsapp_click'), 0)::int AS "whatsappClicks"
         FROM analytics_daily WHERE "userId" = $1`,
      [memberId],
    );
    return row;
  }

  /** Each day of the period from the rollups: `analytics_daily` for the counts, `analytics_visitor_days` for visitors. */
  async dailySeries(memberId: number, days: number): Promise<DailyPageStats[]> {
    return this.tx.manager.query(
      `WITH bounds AS (SELECT (now() AT TIME ZONE '${TIME_ZONE}')::date - ($2::int - 1) AS first),
            counts AS (
              SELECT day, sum(n) FILTER (WHERE type = 'visit') AS visits,
                     sum(n) FILTER (WHERE type = 'whatsapp_click') AS clicks,
                     sum(n) FILTER (WHERE type = 'order_intent' AND "productId" IS NULL) AS orders
                FROM analytics_daily, bounds WHERE "userId" = $1 AND day >= bounds.first GROUP BY day),
            visitors AS (
              SELECT day, count(*) AS n FROM analytics_visitor_days, bounds
               WHERE "userId" = $1 AND day >= bounds.first GROUP BY day)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
              coalesce(c.visits, 0)::int AS visits,
              coalesce(v.n, 0)::int AS "uniqueVisitors",
              coalesce(c.clicks, 0)::int AS "whatsappClicks",
              coalesce(c.orders, 0)::int AS "orderIntents"
         FROM bounds, generate_series(bounds.first, bounds.first + ($2::int - 1), interval '1 day') AS d(day)
         LEFT JOIN counts c ON c.day = d.day::date
         LEFT JOIN visitors v ON v.day = d.day::date
        ORDER BY d.day`,
      [memberId, days],
    );
  }

  /**
   * Three small reads instead of the seller's raw events (docs/decisions/1311-analytics-rollup.md): the period's days
   * of `analytics_daily` summed by type, source, device and product (visits stored without a device already carry
   * the one their user agent says), the visitors of `analytics_visitors` last seen in the period, and the catalogue's
   * names. The figures are assembled here from those small results.
   */
  async summary(memberId: number, days: number): Promise<PageSummary> {
    const groups: {
      type: string;
      source: string | null;
      device: string | null;
      productId: number | null;
      n: number;
    }[] = await this.tx.manager.query(
      `SELECT type, source, device, "productId", sum(n)::int AS n FROM analytics_daily
          WHERE "userId" = $1 AND day >= (now() AT TIME ZONE '${TIME_ZONE}')::date - ($2::int - 1)
          GROUP BY type, source, device, "productId"`,
      [memberId, days],
    );
    const [visitors]: { unique: number }[] = await this.tx.manager.query(
      `SELECT count(*)::int AS "unique" FROM analytics_visitors
        WHERE "userId" = $1
          AND "lastVisit" >= (((now() AT TIME ZONE '${TIME_ZONE}')::date - ($2::int - 1))::timestamp AT TIME ZONE '${TIME_ZONE}')`,
      [memberId, days],
    );
    const catalogue: { id: number; name: string }[] = await this.tx.manager.query(
      `SELECT id, name FROM products ORDER BY id`,
    );

    const count = (keep: (g: (typeof groups)[number]) => boolean) =>
      groups.filter(keep).reduce((sum, g) => sum + g.n, 0);
    const tally = (entries: [string, number][]) => {
      const totals = new Map<string, number>();
      for (const [key, n] of entries) if (n > 0) totals.set(key, (totals.get(key) ?? 0) + n);
      return [...totals].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    };
    const visits = groups.filter((g) => g.type === 'visit');
    const products = catalogue
      .map(({ id, name }) => ({
        productId: id,
        name,
        clicks: count((g) => g.type === 'whatsapp_click' && g.productId === id),
        orderIntents: count((g) => g.type === 'order_intent' && g.productId === id),
      }))
      .sort((a, b) => b.orderIntents - a.orderIntents || b.clicks - a.clicks || a.productId - b.productId);
    return {
      visits: count((g) => g.type === 'visit'),
      uniqueVisitors: visitors.unique,
      whatsappClicks: count((g) => g.type === 'whatsapp_click'),
      orderIntents: count((g) => g.type === 'order_intent' && g.productId === null),
      sources: tally(visits.map((g) => [g.source ?? 'directo', g.n])).map(([source, n]) => ({ source, visits: n })),
      devices: tally(visits.map((g) => [g.device ?? 'computador', g.n])).map(([device, n]) => ({ device, visits: n })),
      products,
    };
  }
}
