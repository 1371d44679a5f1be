import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/**
 * The page's figures per day (visits, WhatsApp clicks, orders…). The raw events hold the visitors' addresses and
 * browsers, which are theirs, not the member's: they are deleted, never exported.
 */
@Injectable()
export class AnalyticsMemberData extends MemberDataSection {
  readonly section = 'analytics';

  constructor(private readonly tx: Transactions) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    const days: { day: string; type: string; count: number }[] = await this.tx.manager.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, type, sum(n)::int AS count FROM analytics_daily
        WHERE "userId" = $1 GROUP BY day, type ORDER BY day, type`,
      [memberId],
    );
    const totals: Record<string, number> = {};
    for (const d of days) totals[d.type] = (totals[d.type] ?? 0) + d.count;
    return { totals, byDay: days };
  }

  async eraseFor(memberId: number): Promise<void> {
    const sql = this.tx.manager;
    for (const table of ['analytics', 'analytics_daily', 'analytics_visitors', 'analytics_visitor_days'])
      await sql.query(`DELETE FROM ${table} WHERE "userId" = $1`, [memberId]);
  }
}
