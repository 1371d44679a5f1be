import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { renewedExpirySql } from '../../../../platform/database/renewed-expiry-sql.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { searchWords } from '../../../../shared/domain/search-words.js';
import { RENEWAL_YEARS, type ReminderThreshold } from '../../domain/subscription.js';
import {
  SubscriptionRepository,
  type ExpectedExpiry,
  type RenewalsQuery,
  type Subscriber,
} from '../../domain/subscription.repository.js';

const COLUMNS = `id, name, email, code, slug, city, status, "paymentExpiresAt"`;

/** The subscription lives on the users row (`paymentExpiresAt`); reminders sent are logged in their own table. */
@Injectable()
export class SqlSubscriptionRepository extends SubscriptionRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async findSubscriber(id: number): Promise<Subscriber | null> {
    const [row] = await this.tx.manager.query(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND role = 'user'`, [id]);
    return row ?? null;
  }

  async renewApproved(id: number, expected?: ExpectedExpiry): Promise<Subscriber | null> {
    const params: unknown[] = [id, RENEWAL_YEARS];
    let condition = '';
    if (expected) {
      params.push(expected.expiresAt);
      // Stored values carry microseconds; what a client saw (JSON) carries milliseconds.
      condition = ` AND date_trunc('milliseconds', "paymentExpiresAt") IS NOT DISTINCT FROM date_trunc('milliseconds', $3::timestamptz)`;
    }
    const [rows] = await this.tx.manager.query(
      `UPDATE users SET "paymentExpiresAt" = ${renewedExpirySql('"paymentExpiresAt"', '$2')}, "updatedAt" = now()
        WHERE id = $1 AND role = 'user' AND status = 'approved'${condition} RETURNING ${COLUMNS}`,
      params,
    );
    return rows[0] ?? null;
  }

  async takeBackRenewal(id: number): Promise<Subscriber | null> {
    const [rows] = await this.tx.manager.query(
      `UPDATE users SET "paymentExpiresAt" = "paymentExpiresAt" - make_interval(years => $2), "updatedAt" = now()
        WHERE id = $1 AND role = 'user' AND status = 'approved' AND "paymentExpiresAt" IS NOT NULL RETURNING ${COLUMNS}`,
      [id, RENEWAL_YEARS],
    );
    return rows[0] ?? null;
  }

  findExpiringBefore(until: Date): Promise<Subscriber[]> {
    return this.tx.manager.query(
      `SELECT ${COLUMNS} FROM users
        WHERE role = 'user' AND status = 'approved' AND "paymentExpiresAt" < $1
        ORDER BY "paymentExpiresAt", id`,
      [until],
    );
  }

  async findRenewalsPage(query: RenewalsQuery): Promise<Page<Subscriber>> {
    const params: unknown[] = [];
    const where = [`role = 'user'`, `status = 'approved'`];
    if (query.expired) where.push(`"paymentExpiresAt" <= now()`);
    else {
      params.push(query.until);
      where.push(`"paymentExpiresAt" > now()`, `"paymentExpiresAt" < $${params.length}`);
    }
    // Like the members list: accents and letter case ignored, every word found in any order (migration 1736600000000).
    for (const word of searchWords(query.q ?? '')) {
      params.push(word.replace(/[\\%_]/g, (c) => `\\${c}`));
      where.push(`"searchText" LIKE '%' || mh_fold($${params.length}) || '%'`);
    }
    const filtered = `FROM users WHERE ${where.join(' AND ')}`;
    const start = query.range?.start ?? 0;
    const limit = query.range ? query.range.end - start + 1 : null;
    const [items, [{ total }]] = [
      await this.tx.manager.query(
        `SELECT ${COLUMNS} ${filtered} ORDER BY "paymentExpiresAt" ${query.order}, id ${query.order} OFFSET ${start}${limit === null ? '' : ` LIMIT ${limit}`}`,
        params,
      ),
      await this.tx.manager.query(`SELECT count(*)::int AS total ${filtered}`, params),
    ];
    return { items, total, start };
  }

  async claimReminder(subscriberId: number, threshold: ReminderThreshold, expiresAt: Date): Promise<boolean> {
    const rows = await this.tx.manager.query(
      `INSERT INTO subscription_reminders ("userId", threshold, "expiresAt") VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [subscriberId, threshold, expiresAt],
    );
    return rows.length > 0;
  }

  /** A transaction-scoped PostgreSQL advisory lock: released on commit, so a crashed instance never holds it. */
  async runExclusively(job: string, work: () => Promise<void>): Promise<boolean> {
    return this.tx.run(async () => {
      const [{ locked }] = await this.tx.manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [
        job,
      ]);
      if (locked) await work();
      return locked;
    });
  }
}
