import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { PaymentDecision, RefundStatus } from '../../domain/payment-decision.js';
import type { PaymentReport, ReportSource } from '../../domain/payment-report.js';
import type { GatewayTransaction, NewPayment, Payment, PaymentPurpose, Settlement } from '../../domain/payment.js';
import { PaymentRepository, type ExportCursor, type PaymentAuditEntry } from '../../domain/payment.repository.js';
import { PaymentFilterSql, pageBounds, paymentSort } from './payment-list-sql.js';

const COLUMNS = `p.id, p.reference, p.purpose, p."memberId", p."memberName", p."memberEmail",
  p."amountInCents"::float8 AS "amountInCents", p.currency, p.status, p."transactionId", p.method,
  p."paidAmountInCents"::float8 AS "paidAmountInCents", p."paidCurrency", p."requiresReview", p.duplicate, p.note,
  p.fulfilled, p.decision, p."decisionNote", p."decidedBy", p."decidedAt", p."refundStatus", p."refundAnswer",
  p."createdAt", p."updatedAt", p."settledAt"`;

/** Payments in raw SQL (docs/decisions/1710-online-payments.md); the list's filter lives in payment-list-sql.ts. */
@Injectable()
export class SqlPaymentRepository extends PaymentRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async create(payment: NewPayment): Promise<Payment> {
    const [row] = await this.tx.manager.query(
      `INSERT INTO payments AS p (reference, purpose, "memberId", "memberName", "memberEmail", "amountInCents", currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [
        payment.reference,
        payment.purpose,
        payment.memberId,
        payment.memberName,
        payment.memberEmail,
        payment.amountInCents,
        payment.currency,
      ],
    );
    return row;
  }

  async lockByReference(reference: string): Promise<Payment | null> {
    return this.one(`SELECT ${COLUMNS} FROM payments p WHERE reference = $1 FOR UPDATE`, [reference]);
  }

  async settle(payment: Payment, changes: Settlement['changes'], reopen = false): Promise<Payment | null> {
    const [rows] = await this.tx.manager.query(
      `UPDATE payments p SET status = $3::varchar, "transactionId" = $4::varchar, method = $5::varchar,
              "paidAmountInCents" = coalesce($6::bigint, "paidAmountInCents"),
              "paidCurrency" = coalesce($7::varchar, "paidCurrency"),
              "requiresReview" = "requiresReview" OR $8::boolean, note = coalesce($9::varchar, note),
              decision = CASE WHEN $11::boolean THEN NULL ELSE decision END,
              "refundStatus" = CASE WHEN decision = 'refund' AND $3::varchar = 'VOIDED' THEN 'voided' ELSE "refundStatus" END,
              "updatedAt" = now(), "settledAt" = CASE WHEN $3::varchar = 'PENDING' THEN NULL ELSE now() END
        WHERE id = $1 AND status = $2::varchar AND "transactionId" IS NOT DISTINCT FROM $10::varchar
          AND NOT EXISTS (SELECT 1 FROM payments other WHERE other."transactionId" = $4::varchar AND other.id <> $1)
        RETURNING ${COLUMNS}`,
      [
        payment.id,
        payment.status,
        changes.status,
        changes.transactionId,
        changes.method?.slice(0, 40) ?? null,
        changes.paidAmountInCents ?? null,
        changes.paidCurrency?.slice(0, 3) ?? null,
        changes.requiresReview ?? false,
        changes.note ?? null,
        payment.transactionId,
        reopen,
      ],
    );
    return rows[0] ?? null;
  }

  async markFlags(id: number, flags: { duplicate?: boolean; requiresReview?: boolean; note?: string }): Promise<void> {
    await this.tx.manager.query(
      `UPDATE payments SET duplicate = duplicate OR $2::boolean, "requiresReview" = "requiresReview" OR $3::boolean,
              note = coalesce($4::varchar, note), "updatedAt" = now() WHERE id = $1`,
      [id, flags.duplicate ?? false, flags.requiresReview ?? false, flags.note ?? null],
    );
  }

  async markFulfilled(id: number, fulfilled: boolean): Promise<void> {
    await this.tx.manager.query(`UPDATE payments SET fulfilled = $2, "updatedAt" = now() WHERE id = $1`, [
      id,
      fulfilled,
    ]);
  }

  async recordReport(paymentId: number, source: ReportSource, transaction: GatewayTransaction): Promise<void> {
    await this.tx.manager.query(
      `INSERT INTO payment_reports ("paymentId", source, "transactionId", status, "amountInCents")
       VALUES ($1, $2, $3, $4, $5)`,
      [paymentId, source, transaction.id, transaction.status, transaction.amountInCents],
    );
  }

  reportsOf(paymentId: number): Promise<PaymentReport[]> {
    return this.tx.manager.query(
      `SELECT "receivedAt" AS at, source, "transactionId", status, "amountInCents"::float8 AS "amountInCents"
         FROM payment_reports WHERE "paymentId" = $1 ORDER BY id`,
      [paymentId],
    );
  }

  auditOf(payment: Payment): Promise<PaymentAuditEntry[]> {
    return this.tx.manager.query(
      `SELECT at, "adminEmail", action, summary FROM audit_log
        WHERE ("targetType" = 'payment' AND "targetId" = $1) OR summary LIKE '%' || $2 || '%'
        ORDER BY at, id LIMIT 200`,
      [String(payment.id), payment.reference],
    );
  }

  findById(id: number): Promise<Payment | null> {
    return this.one(`SELECT ${COLUMNS} FROM payments p WHERE id = $1`, [id]);
  }

  findByReference(reference: string): Promise<Payment | null> {
    return this.one(`SELECT ${COLUMNS} FROM payments p WHERE reference = $1`, [reference]);
  }

  latestOf(memberId: number, purpose: PaymentPurpose): Promise<Payment | null> {
    return this.one(
      `SELECT ${COLUMNS} FROM payments p WHERE "memberId" = $1 AND purpose = $2 ORDER BY "createdAt" DESC, id DESC LIMIT 1`,
      [memberId, purpose],
    );
  }

  async countStartedSince(memberId: number, since: Date): Promise<number> {
    const [{ n }] = await this.tx.manager.query(
      `SELECT count(*)::int AS n FROM payments WHERE "memberId" = $1 AND "createdAt" > $2`,
      [memberId, since],
    );
    return n;
  }

  async existsFulfilledSince(memberId: number, purpose: PaymentPurpose, since: Date, exceptId: number) {
    const rows = await this.tx.manager.query(
      `SELECT 1 FROM payments WHERE "memberId" = $1 AND purpose = $2 AND id <> $4 AND status = 'APPROVED'
          AND fulfilled AND "settledAt" >= $3 LIMIT 1`,
      [memberId, purpose, since, exceptId],
    );
    return rows.length > 0;
  }

  async existsOtherFulfilled(memberId: number, exceptId: number): Promise<boolean> {
    const rows = await this.tx.manager.query(
      `SELECT 1 FROM payments WHERE "memberId" = $1 AND id <> $2 AND status = 'APPROVED' AND fulfilled LIMIT 1`,
      [memberId, exceptId],
    );
    return rows.length > 0;
  }

  async claimStalePending(before: Date, recheckMs: number, limit: number): Promise<Payment[]> {
    const [rows] = await this.tx.manager.query(
      `UPDATE payments p SET "checkedAt" = now()
        WHERE id IN (SELECT id FROM payments
                      WHERE status = 'PENDING' AND "createdAt" < $1
                        AND ("checkedAt" IS NULL OR "checkedAt" < now() - make_interval(secs => $2))
                      ORDER BY "createdAt" LIMIT $3 FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [before, recheckMs / 1000, limit],
    );
    return rows;
  }

  async findPage(query: ListQuery): Promise<Page<Payment>> {
    const filter = new PaymentFilterSql(query.filter);
    const sort = paymentSort(query);
    const { start, count } = pageBounds(query);
    const countParams = [...filter.params];
    const limit = count === null ? '' : `LIMIT ${filter.param(count)}::int OFFSET ${filter.param(start)}::int`;
    const [items, [{ total }]] = await Promise.all([
      this.tx.manager.query(
        `SELECT ${COLUMNS} FROM payments p ${filter.where} ORDER BY ${sort.expression} ${sort.order}, p.id ${sort.order} ${limit}`,
        filter.params,
      ),
      this.tx.manager.query(`SELECT count(*)::int AS total FROM payments p ${filter.where}`, countParams),
    ]);
    return { items, total, start };
  }

  async findBatch(query: ListQuery, cursor: ExportCursor | null, limit: number) {
    const filter = new PaymentFilterSql(query.filter);
    const sort = paymentSort(query);
    const after = sort.order === 'ASC' ? '>' : '<';
    // The cursor is the sort value as PostgreSQL printed it (microseconds and all), compared in its own type.
    const keyset = cursor
      ? `${filter.where ? ' AND' : 'WHERE'} (${sort.expression}, p.id) ${after} (${filter.param(cursor.key)}::${sort.type}, ${filter.param(cursor.id)}::int)`
      : '';
    const rows: (Payment & { cursorKey: string })[] = await this.tx.manager.query(
      `SELECT ${COLUMNS}, (${sort.expression})::text AS "cursorKey" FROM payments p ${filter.where}${keyset}
        ORDER BY ${sort.expression} ${sort.order}, p.id ${sort.order} LIMIT ${Math.trunc(limit)}`,
      filter.params,
    );
    const last = rows.at(-1);
    const items = rows.map(({ cursorKey: _key, ...payment }) => payment);
    return { items, next: last && rows.length === limit ? { key: last.cursorKey, id: last.id } : null };
  }

  async countAwaitingDecision(): Promise<number> {
    const [{ n }] = await this.tx.manager.query(
      `SELECT count(*)::int AS n FROM payments WHERE ("requiresReview" OR duplicate) AND decision IS NULL`,
    );
    return n;
  }

  decide(
    id: number,
    d: { decision: PaymentDecision; note: string; decidedBy: string; refundStatus: RefundStatus | null },
  ): Promise<Payment | null> {
    return this.one(
      `UPDATE payments p SET decision = $2, "decisionNote" = $3, "decidedBy" = $4, "decidedAt" = now(),
              "refundStatus" = coalesce($5, "refundStatus"), "updatedAt" = now()
        WHERE id = $1 AND decision IS NULL AND ("requiresReview" OR duplicate) RETURNING ${COLUMNS}`,
      [id, d.decision, d.note, d.decidedBy, d.refundStatus],
    );
  }

  updateRefund(id: number, refund: { from: RefundStatus; to: RefundStatus; answer: string }): Promise<Payment | null> {
    return this.one(
      `UPDATE payments p SET "refundStatus" = $3, "refundAnswer" = $4, "updatedAt" = now()
        WHERE id = $1 AND "refundStatus" = $2 RETURNING ${COLUMNS}`,
      [id, refund.from, refund.to, refund.answer.slice(0, 500)],
    );
  }

  findByMember(memberId: number): Promise<Payment[]> {
    return this.tx.manager.query(
      `SELECT ${COLUMNS} FROM payments p WHERE "memberId" = $1 ORDER BY "createdAt" DESC, id DESC`,
      [memberId],
    );
  }

  async erasePersonalData(memberId: number): Promise<void> {
    await this.tx.manager.query(
      `UPDATE payments SET "memberName" = NULL, "memberEmail" = NULL, "updatedAt" = now() WHERE "memberId" = $1`,
      [memberId],
    );
  }

  private async one(sql: string, params: unknown[]): Promise<Payment | null> {
    const result = await this.tx.manager.query(sql, params);
    // UPDATE … RETURNING answers [rows, count]; SELECT answers rows.
    const rows = Array.isArray(result[0]) ? result[0] : result;
    return rows[0] ?? null;
  }
}
