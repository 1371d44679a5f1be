import { Injectable } from '@nestjs/common';
import { findPage } from '../../../../platform/database/apply-list-query.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import { ValidationError } from '../../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import type { NewPayment, Payment, PaymentPurpose, Settlement } from '../../domain/payment.js';
import { PaymentRepository } from '../../domain/payment.repository.js';
import { PaymentOrmEntity } from './payment.orm-entity.js';

const COLUMNS = `id, reference, purpose, "memberId", "memberName", "memberEmail", "amountInCents"::float8 AS "amountInCents",
  currency, status, "transactionId", method, "paidAmountInCents"::float8 AS "paidAmountInCents", "paidCurrency",
  "requiresReview", duplicate, note, "createdAt", "updatedAt", "settledAt"`;

@Injectable()
export class TypeOrmPaymentRepository extends PaymentRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async create(payment: NewPayment): Promise<Payment> {
    const [row] = await this.tx.manager.query(
      `INSERT INTO payments (reference, purpose, "memberId", "memberName", "memberEmail", "amountInCents", currency)
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
    const [row] = await this.tx.manager.query(`SELECT ${COLUMNS} FROM payments WHERE reference = $1 FOR UPDATE`, [
      reference,
    ]);
    return row ?? null;
  }

  async settle(payment: Payment, changes: Settlement['changes']): Promise<Payment | null> {
    const [rows] = await this.tx.manager.query(
      `UPDATE payments SET status = $3::varchar, "transactionId" = $4::varchar, method = $5::varchar,
              "paidAmountInCents" = coalesce($6::bigint, "paidAmountInCents"),
              "paidCurrency" = coalesce($7::varchar, "paidCurrency"),
              "requiresReview" = "requiresReview" OR $8::boolean, note = coalesce($9::varchar, note),
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

  async findByReference(reference: string): Promise<Payment | null> {
    const [row] = await this.tx.manager.query(`SELECT ${COLUMNS} FROM payments WHERE reference = $1`, [reference]);
    return row ?? null;
  }

  async latestOf(memberId: number, purpose: PaymentPurpose): Promise<Payment | null> {
    const [row] = await this.tx.manager.query(
      `SELECT ${COLUMNS} FROM payments WHERE "memberId" = $1 AND purpose = $2 ORDER BY "createdAt" DESC, id DESC LIMIT 1`,
      [memberId, purpose],
    );
    return row ?? null;
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
          AND NOT duplicate AND NOT "requiresReview" AND "settledAt" >= $3 LIMIT 1`,
      [memberId, purpose, since, exceptId],
    );
    return rows.length > 0;
  }

  async claimStalePending(before: Date, recheckMs: number, limit: number): Promise<Payment[]> {
    const [rows] = await this.tx.manager.query(
      `UPDATE payments SET "checkedAt" = now()
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
    const { from, to, ...filter } = query.filter;
    const qb = this.tx.repo(PaymentOrmEntity).createQueryBuilder('e');
    if (from !== undefined && from !== '')
      qb.andWhere('e."createdAt" >= :from', { from: instant(from, 'from', false) });
    if (to !== undefined && to !== '') qb.andWhere('e."createdAt" <= :to', { to: instant(to, 'to', true) });
    return findPage(
      qb,
      { ...query, filter },
      {
        sortable: ['createdAt', 'amountInCents', 'status', 'purpose', 'settledAt'],
        defaultOrder: 'DESC',
        searchable: ['reference', 'transactionId', 'memberName', 'memberEmail'],
        filterable: ['status', 'purpose', 'memberId', 'requiresReview', 'duplicate', 'method'],
      },
    );
  }

  findByMember(memberId: number): Promise<Payment[]> {
    return this.tx.manager.query(`SELECT ${COLUMNS} FROM payments WHERE "memberId" = $1 ORDER BY "createdAt" DESC`, [
      memberId,
    ]);
  }

  async erasePersonalData(memberId: number): Promise<void> {
    await this.tx.manager.query(
      `UPDATE payments SET "memberName" = NULL, "memberEmail" = NULL, "updatedAt" = now() WHERE "memberId" = $1`,
      [memberId],
    );
  }
}

/** A bare date (`2026-11-24`) as `to` means the whole day. */
function instant(value: unknown, field: string, endOfDay: boolean): Date {
  const text = String(value);
  const bareDate = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(bareDate ? `${text}T00:00:00.000Z` : text);
  if (typeof value !== 'string' || text.length > 40 || Number.isNaN(date.getTime()))
    throw new ValidationError(`El filtro ${field} debe ser una fecha`, 'filter');
  return bareDate && endOfDay ? new Date(date.getTime() + 86_399_999) : date;
}
