import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import {
  BusinessDashboardReader,
  type BusinessFigures,
  type PageRanking,
  type SponsorRanking,
} from '../../domain/business-dashboard.js';

const DISTRIBUTORS = `FROM users WHERE role = 'user'`;

/**
 * Renewal rate over the last 90 days = renewed / (renewed + lapsed), where
 * - renewed: distinct distributors with a renewal recorded in the audit trail (action 'subscription.renew') in the
 *   last 90 days (a renewal paid before the due date counts too);
 * - lapsed: approved distributors whose subscription ended in the last 90 days and has not been renewed since
 *   (their expiry date still lies in that window).
 * null when nobody came due or renewed in the window.
 */
const RENEWAL_SQL = `
  SELECT (SELECT count(DISTINCT "targetId")::int FROM audit_log
           WHERE action = 'subscription.renew' AND at > now() - interval '90 days') AS renewed,
         (SELECT count(*)::int ${DISTRIBUTORS} AND status = 'approved'
             AND "paymentExpiresAt" > now() - interval '90 days' AND "paymentExpiresAt" <= now()) AS lapsed`;

function dueByMonth(
  rows: { month: string; discountCode: string | null; count: number }[],
): BusinessFigures['dueByMonth'] {
  const months = new Map<string, BusinessFigures['dueByMonth'][number]>();
  for (const row of rows) {
    const month = months.get(row.month) ?? { month: row.month, due: [] };
    if (row.count) month.due.push({ discountCode: row.discountCode, count: row.count });
    months.set(row.month, month);
  }
  return [...months.values()];
}

type Rankings = [topByVisits: PageRanking[], topByWhatsappClicks: PageRanking[], computedAt: Date];

/**
 * The 30-day rankings count every event of the month (about 2 million rows in a network of 100,000): they are kept
 * for a minute and refreshed in the background while the previous ones are served.
 */
const RANKINGS_TTL_MS = 60_000;

/**
 * The other figures count the whole network (about 50 ms of database work at 100,000 members). They are kept while
 * the `member_changes` sequence, moved by triggers on every change they read, stands still, and for a minute at the
 * most, since "expired" and "this week" also move with the clock.
 */
const FIGURES_TTL_MS = 60_000;

@Injectable()
export class SqlBusinessDashboardReader extends BusinessDashboardReader {
  private rankings?: { at: number; value: Promise<Rankings> };
  private refreshing = false;
  private kept?: { version: string; at: number; value: Promise<BusinessFigures> };

  constructor(private readonly tx: Transactions) {
    super();
  }

  async figures(): Promise<BusinessFigures> {
    const [{ version }]: { version: string }[] = await this.tx.manager.query(
      `SELECT last_value || ':' || is_called AS version FROM member_changes`,
    );
    const kept = this.kept;
    if (kept && kept.version === version && Date.now() - kept.at < FIGURES_TTL_MS) return kept.value;
    const value = this.count();
    this.kept = { version, at: Date.now(), value };
    value.catch(() => this.kept?.value === value && (this.kept = undefined));
    return value;
  }

  private async count(): Promise<BusinessFigures> {
    const q = <T>(sql: string, params: unknown[] = []): Promise<T[]> => this.tx.manager.query(sql, params);
    const [
      [states],
      weekly,
      [pending],
      [renewal],
      topCities,
      [topByVisits, topByWhatsappClicks, rankingsComputedAt],
      dueRows,
      topSponsors,
    ] = await Promise.all([
      q<{ active: number; expired: number; expiringIn30Days: number }>(
        `SELECT count(*) FILTER (WHERE "paymentExpiresAt" > now())::int AS active,
                count(*) FILTER (WHERE "paymentExpiresAt" <= now())::int AS expired,
                count(*) FILTER (WHERE "paymentExpiresAt" > now() AND "paymentExpiresAt" <= now() + interval '30 days')::int AS "expiringIn30Days"
           ${DISTRIBUTORS} AND status = 'approved'`,
      ),
      q<{ week: string; registrations: number; approvals: number }>(
        `WITH series AS (
           SELECT generate_series(date_trunc('week', now()) - 7 * interval '1 week', date_trunc('week', now()), interval '1 week') AS week)
         SELECT to_char(s.week, 'YYYY-MM-DD') AS week,
                (SELECT count(*)::int ${DISTRIBUTORS} AND "createdAt" >= s.week AND "createdAt" < s.week + interval '1 week') AS registrations,
                (SELECT count(*)::int ${DISTRIBUTORS} AND "approvedAt" >= s.week AND "approvedAt" < s.week + interval '1 week') AS approvals
           FROM series s ORDER BY s.week`,
      ),
      q<{ days: number | null }>(
        `SELECT floor(extract(epoch FROM now() - min("createdAt")) / 86400)::int AS days ${DISTRIBUTORS} AND status = 'pending'`,
      ),
      q<{ renewed: number; lapsed: number }>(RENEWAL_SQL),
      q<{ city: string; count: number }>(
        `SELECT city, count(*)::int AS count ${DISTRIBUTORS} AND status = 'approved' GROUP BY city ORDER BY count DESC, city LIMIT 5`,
      ),
      this.monthRankings(),
      q<{ month: string; discountCode: string | null; count: number }>(
        `WITH due AS (
           SELECT date_trunc('month', "paymentExpiresAt") AS month, "discountCode", count(*)::int AS count
             ${DISTRIBUTORS} AND status = 'approved'
              AND "paymentExpiresAt" >= date_trunc('month', now())
              AND "paymentExpiresAt" < date_trunc('month', now()) + interval '12 months'
            GROUP BY 1, 2)
         SELECT to_char(m.month, 'YYYY-MM') AS month, d."discountCode", coalesce(d.count, 0) AS count
           FROM generate_series(date_trunc('month', now()), date_trunc('month', now()) + interval '11 months',
                                interval '1 month') AS m(month)
           LEFT JOIN due d ON d.month = m.month
          ORDER BY m.month`,
      ),
      q<SponsorRanking>(
        `SELECT s.id, s.name, s.code, s.slug, r.count
             FROM (SELECT "sponsorId" AS id, count(*)::int AS count ${DISTRIBUTORS}
                      AND "sponsorId" IS NOT NULL AND "createdAt" > now() - interval '30 days'
                    GROUP BY "sponsorId") r
             JOIN users s ON s.id = r.id
            ORDER BY r.count DESC, s.id LIMIT 10`,
      ),
    ]);
    const seen = renewal.renewed + renewal.lapsed;
    // The rankings are kept for a minute; a member deleted since must not stay on them (their name is gone).
    const ranked = [...topByVisits, ...topByWhatsappClicks].map((r) => r.id);
    const live = new Set(
      ranked.length
        ? (await q<{ id: number }>(`SELECT id FROM users WHERE id = ANY($1)`, [ranked])).map((r) => r.id)
        : [],
    );
    return {
      ...states,
      weekly,
      oldestPendingDays: pending.days,
      renewal: { ...renewal, rate: seen ? renewal.renewed / seen : null },
      topCities,
      topByVisits: topByVisits.filter((r) => live.has(r.id)),
      topByWhatsappClicks: topByWhatsappClicks.filter((r) => live.has(r.id)),
      rankingsComputedAt,
      topSponsors,
      dueByMonth: dueByMonth(dueRows),
    };
  }

  private monthRankings(): Promise<Rankings> {
    const cached = this.rankings;
    if (!cached) {
      const value = this.countRankings();
      this.rankings = { at: Date.now(), value };
      value.catch(() => this.rankings?.value === value && (this.rankings = undefined));
      return value;
    }
    if (Date.now() - cached.at >= RANKINGS_TTL_MS && !this.refreshing) {
      this.refreshing = true;
      const value = this.countRankings();
      value
        .then(() => (this.rankings = { at: Date.now(), value }))
        .catch(() => undefined)
        .finally(() => (this.refreshing = false));
    }
    return cached.value;
  }

  private async countRankings(): Promise<Rankings> {
    const computedAt = new Date();
    const [visits, clicks] = await Promise.all([this.topPages('visit'), this.topPages('whatsapp_click')]);
    return [visits, clicks, computedAt];
  }

  private topPages(type: 'visit' | 'whatsapp_click'): Promise<PageRanking[]> {
    return this.tx.manager.query(
      `SELECT u.id, u.name, u.slug, count(*)::int AS count
         FROM analytics a JOIN users u ON u.id = a."userId"
        WHERE a.type = $1 AND a.timestamp > now() - interval '30 days' AND u.role = 'user'
        GROUP BY u.id ORDER BY count DESC, u.id LIMIT 5`,
      [type],
    );
  }
}
