import { ValidationError } from '../../../shared/domain/errors.js';
import type { ListQuery } from '../../../shared/domain/list-query.js';
import { parseStatus } from '../domain/order.js';
import type { OrderFilter, OrderSort } from '../domain/order.repository.js';

const SORTABLE: OrderSort['field'][] = ['createdAt', 'updatedAt', 'total', 'status', 'reference', 'id'];
const TIME_ZONE_OFFSET = '-05:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters each audience may use. */
const SELLER_FILTERS = ['q', 'status', 'period', 'from', 'to'];
const ADMIN_FILTERS = [...SELLER_FILTERS, 'sellerId', 'productId', 'includeTests'];

/** Midnight of a YYYY-MM-DD day in Colombia (UTC−5 all year: no daylight saving). */
function colombianDay(value: unknown, field: string): Date {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ValidationError('La fecha debe tener el formato AAAA-MM-DD', field);
  }
  return new Date(`${value}T00:00:00${TIME_ZONE_OFFSET}`);
}

function positiveId(value: unknown, field: string, message: string): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!Number.isSafeInteger(n) || (n as number) < 1 || (n as number) > 2_147_483_647) {
    throw new ValidationError(message, field);
  }
  return n as number;
}

/** The start of a period: `N` days including today, or 'month' for this calendar month (Colombia time). */
function periodStart(value: unknown, now: Date): Date {
  const today = new Date(now.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (value === 'month') return colombianDay(`${today.slice(0, 8)}01`, 'period');
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  if (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 365) {
    throw new ValidationError('El periodo debe ser un número de días entre 1 y 365 o "month"', 'period');
  }
  return new Date(colombianDay(today, 'period').getTime() - ((days as number) - 1) * DAY_MS);
}

/** simple-rest sort, range and filter of an order list, checked; `sellerId` is the seller's own list. */
export function orderListQuery(
  query: ListQuery,
  audience: { sellerId: number } | 'admin',
  now = new Date(),
): { filter: OrderFilter; sort: OrderSort; range?: { start: number; end: number } } {
  const allowed = audience === 'admin' ? ADMIN_FILTERS : SELLER_FILTERS;
  // A seller sees their own test orders (flagged); the admins' lists leave them out unless asked.
  const filter: OrderFilter = audience === 'admin' ? {} : { sellerId: audience.sellerId, includeTests: true };
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (!allowed.includes(field)) throw new ValidationError(`No se puede filtrar por "${field}"`, 'filter');
    if (field === 'q') {
      if (typeof value !== 'string' || value.length > 100) {
        throw new ValidationError('La búsqueda debe ser un texto de hasta 100 caracteres', 'q');
      }
      if (value.trim()) filter.search = value.trim();
      if (value.trim() && audience === 'admin') filter.searchSellers = true;
    } else if (field === 'status') filter.status = parseStatus(value);
    else if (field === 'period') filter.createdFrom = periodStart(value, now);
    else if (field === 'from') filter.createdFrom = colombianDay(value, 'from');
    else if (field === 'to') filter.createdBefore = new Date(colombianDay(value, 'to').getTime() + DAY_MS);
    else if (field === 'sellerId') filter.sellerId = positiveId(value, 'sellerId', 'Distribuidor inválido');
    else if (field === 'productId') filter.productId = positiveId(value, 'productId', 'Producto inválido');
    else if (field === 'includeTests') filter.includeTests = value === true || value === 'true';
  }
  const sort = query.sort ?? { field: 'createdAt', order: 'DESC' };
  if (!SORTABLE.includes(sort.field as OrderSort['field'])) {
    throw new ValidationError(`No se puede ordenar por "${sort.field}"`, 'sort');
  }
  return { filter, sort: sort as OrderSort, range: query.range };
}
