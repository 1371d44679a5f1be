import { ValidationError } from '../../../../shared/domain/errors.js';
import type { ListQuery } from '../../../../shared/domain/list-query.js';
import { searchWords } from '../../../../shared/domain/search-words.js';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../../domain/payment.js';

/** The sortable columns, each as the expression it sorts by and the type its keyset cursor is cast back to. */
const SORTS: Record<string, { expression: string; type: string }> = {
  createdAt: { expression: 'p."createdAt"', type: 'timestamptz' },
  // Unsettled payments sort first (as the oldest), so the keyset never meets a NULL.
  settledAt: { expression: `coalesce(p."settledAt", '-infinity'::timestamptz)`, type: 'timestamptz' },
  amountInCents: { expression: 'p."amountInCents"', type: 'bigint' },
  status: { expression: 'p.status', type: 'text' },
  purpose: { expression: 'p.purpose', type: 'text' },
  id: { expression: 'p.id', type: 'bigint' },
};

const BOOLEAN_FILTERS = ['requiresReview', 'duplicate'];
const MAX_WORDS = 8;

/** A WHERE clause and its parameters, built from a simple-rest filter; every value checked before it reaches SQL. */
export class PaymentFilterSql {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  constructor(filter: Record<string, unknown>) {
    for (const [field, value] of Object.entries(filter)) {
      if (value === undefined || value === '' || value === null) continue;
      this.add(field, value);
    }
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  private add(field: string, value: unknown): void {
    switch (field) {
      case 'q':
        return this.search(value);
      case 'status':
        return this.oneOf('status', value, PAYMENT_STATUSES, 'El estado no es válido');
      case 'purpose':
        return this.oneOf('purpose', value, PAYMENT_PURPOSES, 'El concepto no es válido');
      case 'method':
        if (typeof value !== 'string' || value.length > 40)
          throw new ValidationError('El medio no es válido', 'filter');
        return void this.conditions.push(`p.method = ${this.param(value)}`);
      case 'memberId':
      case 'id':
        return this.ids(field, value);
      case 'review': {
        const waiting = `((p."requiresReview" OR p.duplicate) AND p.decision IS NULL)`;
        return void this.conditions.push(bool(field, value) ? waiting : `NOT ${waiting}`);
      }
      case 'from':
        return void this.conditions.push(`p."createdAt" >= ${this.param(instant(value, field, false))}`);
      case 'to':
        return void this.conditions.push(`p."createdAt" <= ${this.param(instant(value, field, true))}`);
      default:
        if (!BOOLEAN_FILTERS.includes(field)) throw new ValidationError(`No se puede filtrar por "${field}"`, 'filter');
        this.conditions.push(`p."${field}" = ${this.param(bool(field, value))}`);
    }
  }

  /** Every word must appear in the folded reference, transaction, name or e-mail (mh_fold: no accents, no case). */
  private search(value: unknown): void {
    if (typeof value !== 'string' || value.length > 200) throw new ValidationError('La búsqueda es muy larga', 'q');
    for (const word of searchWords(value).slice(0, MAX_WORDS)) {
      const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
      this.conditions.push(`p."searchText" LIKE '%' || mh_fold(${this.param(escaped)}) || '%'`);
    }
  }

  private oneOf(column: string, value: unknown, allowed: readonly string[], message: string): void {
    const values = Array.isArray(value) ? value : [value];
    if (!values.length || values.some((v) => typeof v !== 'string' || !allowed.includes(v)))
      throw new ValidationError(message, 'filter');
    this.conditions.push(`p.${column} = ANY(${this.param(values)}::varchar[])`);
  }

  private ids(field: string, value: unknown): void {
    const values = Array.isArray(value) ? value : [value];
    const ids = values.map(Number);
    if (values.length > 1000 || ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647))
      throw new ValidationError(`El filtro ${field} debe ser un número`, 'filter');
    this.conditions.push(ids.length ? `p."${field}" = ANY(${this.param(ids)}::int[])` : 'false');
  }
}

/** The ORDER BY of a list or export: the asked column, then the id, both in the asked direction. */
export function paymentSort(query: ListQuery): { expression: string; type: string; order: 'ASC' | 'DESC' } {
  const sort = query.sort ?? { field: 'createdAt', order: 'DESC' as const };
  const column = SORTS[sort.field];
  if (!column) throw new ValidationError(`No se puede ordenar por "${sort.field}"`, 'sort');
  return { ...column, order: sort.order === 'ASC' ? 'ASC' : 'DESC' };
}

/** The page's first row and size (null: every row); a start beyond what an int holds is refused, not sent to SQL. */
export function pageBounds(query: ListQuery): { start: number; count: number | null } {
  if (!query.range) return { start: 0, count: null };
  const { start, end } = query.range;
  if (!Number.isSafeInteger(end) || end > 2_147_483_647)
    throw new ValidationError('El parámetro range está fuera de los límites', 'range');
  return { start, count: end - start + 1 };
}

function bool(field: string, value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new ValidationError(`El filtro ${field} debe ser verdadero o falso`, 'filter');
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
