import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { PageAnalytics, type DailyPageStats, type PageEvent } from '../../domain/page-analytics.js';

/** Days are counted in Colombia's time zone, where the business and nearly all visitors are. */
const TIME_ZONE = 'America/Bogota';

@Injectable()
export class SqlPageAnalytics extends PageAnalytics {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async record(memberId: number, type: PageEvent, visitor: { userAgent?: string; ip?: string }): Promise<void> {
    await this.tx.manager.query(`INSERT INTO analytics ("userId", type, "userAgent", ip) VALUES ($1, $2, $3, $4)`, [
      memberId,
      type,
      visitor.userAgent?.slice(0, 500) ?? null,
      visitor.ip?.slice(0, 64) ?? null,
    ]);
  }

  async totals(memberId: number): Promise<{ visits: number; whatsappClicks: number }> {
    const [row] = await this.tx.manager.query(
      `SELECT count(*) FILTER (WHERE type = 'visit')::int AS visits,
              count(*) FILTER (WHERE type = 'whatsapp_click')::int AS "whatsappClicks"
         FROM analytics WHERE "userId" = $1`,
      [memberId],
    );
    return row;
  }

  async dailySeries(memberId: number, days: number): Promise<DailyPageStats[]> {
    return this.tx.manager.query(
      `WITH bounds AS (SELECT (now() AT TIME ZONE '${TIME_ZONE}')::date AS today),
            events AS (
              SELECT (a.timestamp AT TIME ZONE '${TIME_ZONE}')::date AS day, a.type, a.ip, a."userAgent"
                FROM analytics a, bounds
               WHERE a."userId" = $1
                 AND a.timestamp >= ((bounds.today - ($2::int - 1))::timestamp AT TIME ZONE '${TIME_ZONE}'))
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
              count(e.*) FILTER (WHERE e.type = 'visit')::int AS visits,
              count(DISTINCT (e.ip, e."userAgent")) FILTER (WHERE e.type = 'visit')::int AS "uniqueVisitors",
              count(e.*) FILTER (WHERE e.type = 'whatsapp_click')::int AS "whatsappClicks"
         FROM bounds, generate_series(bounds.today - ($2::int - 1), bounds.today, interval '1 day') AS d(day)
         LEFT JOIN events e ON e.day = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      [memberId, days],
    );
  }
}
