import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { findIds, findPage, type ListQueryRules } from '../../../../platform/database/apply-list-query.js';
import { renewedExpirySql } from '../../../../platform/database/renewed-expiry-sql.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ListQuery, Page } from '../../../../shared/domain/list-query.js';
import { NotFoundError } from '../../../../shared/domain/errors.js';
import { RENEWAL_YEARS } from '../../../subscriptions/domain/subscription.js';
import type { Member, NewMember } from '../../domain/member.js';
import {
  MemberRepository,
  type MemberCounts,
  type MemberWithSponsor,
  type Referral,
} from '../../domain/member.repository.js';
import { toMember, toRow } from './member.mapper.js';
import { applyMemberFilters } from './member-filters.js';
import { MemberOrmEntity } from './member.orm-entity.js';

const LIST_RULES: ListQueryRules = {
  sortable: ['createdAt', 'name', 'email', 'code', 'city', 'status', 'paymentExpiresAt', 'approvedAt'],
  defaultOrder: 'DESC',
  filterable: ['status', 'sponsorId'],
};

@Injectable()
export class TypeOrmMemberRepository extends MemberRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  private get rows() {
    return this.tx.repo(MemberOrmEntity);
  }

  async findById(id: number): Promise<Member | null> {
    const row = await this.rows.findOneBy({ id });
    return row && toMember(row);
  }

  async findByEmail(email: string): Promise<Member | null> {
    const row = await this.rows.findOneBy({ email: email.trim().toLowerCase() });
    return row && toMember(row);
  }

  async findBySlug(slug: string): Promise<Member | null> {
    const row = await this.rows.findOneBy({ slug: slug.toLowerCase() });
    return row && toMember(row);
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.rows.existsBy({ email: email.trim().toLowerCase() });
  }

  existsBySlug(slug: string): Promise<boolean> {
    return this.rows.existsBy({ slug });
  }

  existsAdmin(): Promise<boolean> {
    return this.rows.existsBy({ role: 'admin' });
  }

  async create(member: NewMember): Promise<Member> {
    const saved = await this.rows.save(this.rows.create(toRow(member)));
    return toMember(saved);
  }

  async update(id: number, changes: Partial<NewMember>): Promise<Member> {
    const { passwordHash, ...rest } = changes;
    await this.rows.update(
      { id },
      {
        ...rest,
        ...(passwordHash !== undefined && { password: passwordHash, tokenVersion: () => '"tokenVersion" + 1' }),
      },
    );
    const updated = await this.findById(id);
    if (!updated) throw new NotFoundError('Usuario no encontrado');
    return updated;
  }

  async replacePasswordHash(id: number, currentHash: string, newHash: string): Promise<Member | null> {
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set({ password: newHash, tokenVersion: () => '"tokenVersion" + 1' })
      .where('id = :id AND password = :currentHash', { id, currentHash })
      .returning('*')
      .execute();
    const [row] = result.raw as MemberOrmEntity[];
    return row ? toMember(this.rows.create(row)) : null;
  }

  async delete(id: number): Promise<void> {
    await this.rows.delete({ id });
  }

  async approvePending(id: number, passwordHash: string | null): Promise<Member | null> {
    return this.returning(
      `UPDATE users SET password = coalesce($2, password), "tokenVersion" = "tokenVersion" + 1, status = 'approved', "approvedAt" = now(),
              "paymentExpiresAt" = ${renewedExpirySql('NULL', '$3')}, "updatedAt" = now()
        WHERE id = $1 AND role = 'user' AND status = 'pending' RETURNING *`,
      [id, passwordHash, RENEWAL_YEARS],
    );
  }

  returnToPending(id: number): Promise<Member | null> {
    return this.returning(
      `UPDATE users SET status = 'pending', "approvedAt" = NULL, "paymentExpiresAt" = NULL,
              "tokenVersion" = "tokenVersion" + 1, "updatedAt" = now()
        WHERE id = $1 AND role = 'user' AND status = 'approved' RETURNING *`,
      [id],
    );
  }

  deletePending(id: number): Promise<Member | null> {
    return this.returning(`DELETE FROM users WHERE id = $1 AND role = 'user' AND status = 'pending' RETURNING *`, [id]);
  }

  deleteDistributor(id: number): Promise<Member | null> {
    return this.returning(`DELETE FROM users WHERE id = $1 AND role = 'user' RETURNING *`, [id]);
  }

  /** The row an UPDATE or DELETE … RETURNING * touched (pg answers [rows, count] for those through query()). */
  private async returning(sql: string, params: unknown[]): Promise<Member | null> {
    const [rows] = await this.tx.manager.query(sql, params);
    return rows[0] ? toMember(rows[0]) : null;
  }

  async replacePaymentProof(
    id: number,
    proof: { url: string; contentType: string },
  ): Promise<string | null | undefined> {
    const rows: { previous: string | null }[] = await this.tx.manager.query(
      `WITH replaced AS (
         UPDATE users u SET "paymentProofUrl" = $2, "paymentProofType" = $3, "paymentProofAt" = now()
           FROM (SELECT id, "paymentProofUrl" AS previous FROM users WHERE id = $1 FOR UPDATE) old
          WHERE u.id = old.id AND u.status = 'pending'
          RETURNING old.previous)
       SELECT previous FROM replaced`,
      [id, proof.url, proof.contentType],
    );
    return rows.length ? rows[0].previous : undefined;
  }

  /** Sponsors are read for the page's rows only: a join would make counting the whole table slower. */
  async findPage(query: ListQuery): Promise<Page<MemberWithSponsor>> {
    const qb = this.rows.createQueryBuilder('e').where(`e.role = 'user'`);
    const { rest, applied } = applyMemberFilters(qb, query.filter);
    const page = await findPage(
      qb,
      { ...query, filter: rest },
      { ...LIST_RULES, knownTotal: applied ? undefined : (filter) => this.countFromCounters(filter) },
    );
    const sponsorIds = [...new Set(page.items.map((m) => m.sponsorId).filter((id): id is number => id !== null))];
    const sponsors = sponsorIds.length
      ? await this.rows.find({ where: { id: In(sponsorIds) }, select: { id: true, code: true, name: true } })
      : [];
    const byId = new Map(sponsors.map((s) => [s.id, { id: s.id, code: s.code, name: s.name }]));
    return {
      ...page,
      items: page.items.map((row) => ({
        ...toMember(row),
        sponsor: (row.sponsorId && byId.get(row.sponsorId)) || null,
      })),
    };
  }

  findIds(query: ListQuery): Promise<number[]> {
    const qb = this.rows.createQueryBuilder('e').where(`e.role = 'user'`);
    const { rest } = applyMemberFilters(qb, query.filter);
    return findIds(qb, { ...query, filter: rest }, LIST_RULES);
  }

  async findWithSponsor(id: number): Promise<MemberWithSponsor | null> {
    const row = await this.rows.findOneBy({ id });
    if (!row) return null;
    const sponsor = row.sponsorId
      ? await this.rows.findOne({ where: { id: row.sponsorId }, select: { id: true, code: true, name: true } })
      : null;
    return { ...toMember(row), sponsor: sponsor && { id: sponsor.id, code: sponsor.code, name: sponsor.name } };
  }

  async countDistributors(): Promise<MemberCounts> {
    const rows: { status: string; n: number }[] = await this.tx.manager.query(
      `SELECT status, n FROM distributor_counts`,
    );
    const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return { pending: of('pending'), approved: of('approved'), total: rows.reduce((sum, r) => sum + r.n, 0) };
  }

  /** The unfiltered list (or one status) is counted by the trigger-maintained counters. */
  private async countFromCounters(filter: Record<string, unknown>): Promise<number | undefined> {
    const keys = Object.keys(filter).filter((k) => filter[k] !== undefined && filter[k] !== '');
    if (keys.length > 1 || (keys.length === 1 && (keys[0] !== 'status' || typeof filter.status !== 'string')))
      return undefined;
    const counts = await this.countDistributors();
    if (!keys.length) return counts.total;
    return filter.status === 'pending' ? counts.pending : filter.status === 'approved' ? counts.approved : 0;
  }

  async findPending(limit: number): Promise<Member[]> {
    const rows = await this.rows.find({
      where: { role: 'user', status: 'pending' },
      // Oldest first: the one waiting longest is reviewed first.
      order: { createdAt: 'ASC', id: 'ASC' },
      take: limit,
    });
    return rows.map(toMember);
  }

  async findReferrals(sponsorId: number, limit: number): Promise<{ items: Referral[]; total: number }> {
    const [items, [{ total }]] = await Promise.all([
      this.tx.manager.query<Referral[]>(
        `SELECT id, name, city, status, "paymentProofAt", "paymentExpiresAt", "createdAt" FROM users
          WHERE "sponsorId" = $1 AND role = 'user' ORDER BY "createdAt" DESC, id DESC LIMIT $2`,
        [sponsorId, limit],
      ),
      this.tx.manager.query<{ total: number }[]>(
        `SELECT count(*)::int AS total FROM users WHERE "sponsorId" = $1 AND role = 'user'`,
        [sponsorId],
      ),
    ]);
    return { items, total };
  }

  async findReferralContact(sponsorId: number, id: number): Promise<{ name: string; whatsapp: string } | null> {
    const rows = await this.tx.manager.query<{ name: string; whatsapp: string }[]>(
      `SELECT name, whatsapp FROM users WHERE id = $1 AND "sponsorId" = $2 AND role = 'user'`,
      [id, sponsorId],
    );
    return rows[0] ?? null;
  }

  async registrationsPerWeek(weeks: number): Promise<{ week: string; count: number }[]> {
    return this.tx.manager.query(
      `WITH series AS (
         SELECT generate_series(date_trunc('week', now()) - ($1::int - 1) * interval '1 week', date_trunc('week', now()), interval '1 week') AS week),
       counts AS (
         SELECT date_trunc('week', "createdAt") AS week, count(*)::int AS count FROM users
          WHERE role = 'user' AND "createdAt" >= (SELECT min(week) FROM series) GROUP BY 1)
       SELECT to_char(s.week, 'YYYY-MM-DD') AS week, COALESCE(c.count, 0) AS count
         FROM series s LEFT JOIN counts c ON c.week = s.week ORDER BY s.week`,
      [weeks],
    );
  }
}
