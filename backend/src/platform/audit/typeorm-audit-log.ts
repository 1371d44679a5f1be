import { Injectable } from '@nestjs/common';
import { AuditLog, type AuditEntry } from '../../shared/domain/audit-log.js';
import type { ListQuery, Page } from '../../shared/domain/list-query.js';
import { ValidationError } from '../../shared/domain/errors.js';
import { findIds, findPage, type ListQueryRules } from '../database/apply-list-query.js';
import { inIdOrder } from '../../shared/domain/in-id-order.js';
import { Transactions } from '../database/transactions.js';
import { AuditEntryOrmEntity } from './audit-entry.orm-entity.js';

const LIMITS = { adminEmail: 255, action: 60, targetType: 40, targetId: 255, summary: 500, ip: 64 } as const;

@Injectable()
export class TypeOrmAuditLog extends AuditLog {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async record(entry: AuditEntry): Promise<void> {
    const row = { ...entry };
    for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
      const value = row[field];
      if (typeof value === 'string' && value.length > max)
        (row as Record<string, unknown>)[field] = value.slice(0, max);
    }
    await this.tx.repo(AuditEntryOrmEntity).insert({ ...row, at: new Date() });
  }

  /**
   * 'Ana Gómez (ana01)' for each member the entries name that still exists, by id: the entry keeps only the id, and
   * a deleted member's name is gone on purpose (docs: privacy).
   */
  async memberNames(entries: Pick<AuditEntryOrmEntity, 'targetType' | 'targetId'>[]): Promise<Map<string, string>> {
    const ids = [
      ...new Set(
        entries
          .filter((e) => e.targetType === 'member' && /^\d{1,9}$/.test(e.targetId ?? ''))
          .map((e) => Number(e.targetId)),
      ),
    ];
    if (!ids.length) return new Map();
    const rows: { id: number; name: string; code: string }[] = await this.tx.manager.query(
      `SELECT id, name, code FROM users WHERE id = ANY($1)`,
      [ids],
    );
    return new Map(rows.map((r) => [String(r.id), `${r.name} (${r.code})`]));
  }

  /** Every entry of the filter, newest first, each exactly once, a thousand at a time (the CSV export). */
  async *findAll(query: ListQuery): AsyncGenerator<AuditEntryOrmEntity[]> {
    const { qb, filter } = this.filtered(query);
    const ids = await findIds(qb, { ...query, filter }, LIST_RULES);
    yield* inIdOrder(ids, async (batch) => (await this.findPage({ filter: { id: batch } })).items);
  }

  /** simple-rest page; `from`/`to` (ISO dates or instants) bound the time, both inclusive. */
  findPage(query: ListQuery): Promise<Page<AuditEntryOrmEntity>> {
    const { qb, filter } = this.filtered(query);
    return findPage(qb, { ...query, filter }, LIST_RULES);
  }

  private filtered(query: ListQuery) {
    const { from, to, ...filter } = query.filter;
    const qb = this.tx.repo(AuditEntryOrmEntity).createQueryBuilder('e');
    if (from !== undefined && from !== '') qb.andWhere('e.at >= :from', { from: instant(from, 'from', false) });
    if (to !== undefined && to !== '') qb.andWhere('e.at <= :to', { to: instant(to, 'to', true) });
    return { qb, filter };
  }
}

const LIST_RULES: ListQueryRules = {
  sortable: ['at'],
  defaultOrder: 'DESC',
  searchable: ['summary', 'adminEmail'],
  filterable: ['adminId', 'action', 'targetType', 'targetId'],
};

/** A bare date (`2026-11-24`) as `to` means the whole day. */
function instant(value: unknown, field: string, endOfDay: boolean): Date {
  const text = String(value);
  const bareDate = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(bareDate ? `${text}T00:00:00.000Z` : text);
  if (typeof value !== 'string' || text.length > 40 || Number.isNaN(date.getTime())) {
    throw new ValidationError(`El filtro ${field} debe ser una fecha`, 'filter');
  }
  return bareDate && endOfDay ? new Date(date.getTime() + 86_399_999) : date;
}
