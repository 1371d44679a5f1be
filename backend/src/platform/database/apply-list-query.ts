import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../shared/domain/list-query.js';

export interface ListQueryRules {
  /** Columns a client may sort by; the first is the default (descending when `defaultOrder` says so). */
  sortable: string[];
  defaultOrder?: 'ASC' | 'DESC';
  /** Columns searched by the free-text filter `q`, without regard to case or accents. */
  searchable?: string[];
  /** Columns a client may filter on with equality (or a list, as getMany sends `id: [...]`). */
  filterable?: string[];
  /** A cheaper exact total for a filter (e.g. from a counters table); undefined falls back to counting rows. */
  knownTotal?: (filter: Record<string, unknown>) => Promise<number | undefined>;
}

/**
 * Applies simple-rest sort, range and filter to a query on alias `e`, and returns one page.
 * The total is a plain count(*) of the filtered query, so the query must not join one-to-many relations.
 */
export async function findPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  rules: ListQueryRules,
): Promise<Page<T>> {
  const { filter } = query;
  if (!applyFilterAndSort(qb, query, rules)) return { items: [], total: 0, start: 0 };
  const start = query.range?.start ?? 0;
  if (query.range) qb.offset(start).limit(query.range.end - start + 1);
  const countQuery = qb.clone().orderBy().offset(undefined).limit(undefined).select('count(*)::int', 'total');
  const [items, total] = await Promise.all([
    qb.getMany(),
    (async () => (await rules.knownTotal?.(filter)) ?? (await countQuery.getRawOne<{ total: number }>())!.total)(),
  ]);
  return { items, total, start };
}

/**
 * The ids of every row of the filter, in the list's order (range ignored): what an export reads first, so that it
 * then loads each row exactly once by id. Paging by offset, or by a timestamp read into a JavaScript Date (milliseconds
 * against PostgreSQL's microseconds), skips or repeats rows; ids compare exactly.
 */
export async function findIds<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  rules: ListQueryRules,
): Promise<number[]> {
  if (!applyFilterAndSort(qb, { ...query, range: undefined }, rules)) return [];
  const rows = await qb.select(`${qb.alias}.id`, 'id').getRawMany<{ id: number | string }>();
  return rows.map((row) => Number(row.id));
}

/** Adds the filter and the sort to the query; false when the filter can match nothing (an empty id list). */
function applyFilterAndSort<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  rules: ListQueryRules,
): boolean {
  const alias = qb.alias;
  const { filter } = query;
  if (typeof filter.q === 'string' && filter.q.trim() && rules.searchable?.length) {
    const term = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // mh_fold (migration 1736600000000-member-search) lowers case and drops accents on both sides: 'mejia' finds 'Mejía'.
    qb.andWhere(`(${rules.searchable.map((c) => `mh_fold(${alias}."${c}") LIKE mh_fold(:term)`).join(' OR ')})`, {
      term,
    });
  }
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q' || value === undefined || value === '') continue;
    if (field !== 'id' && !rules.filterable?.includes(field)) {
      throw new ValidationError(`No se puede filtrar por "${field}"`, 'filter');
    }
    const param = `f_${field}`;
    if (Array.isArray(value)) {
      if (!value.length) return false;
      qb.andWhere(`${alias}."${field}" IN (:...${param})`, { [param]: value });
    } else {
      qb.andWhere(`${alias}."${field}" = :${param}`, { [param]: value });
    }
  }
  const sort = query.sort ?? { field: rules.sortable[0], order: rules.defaultOrder ?? 'ASC' };
  if (!rules.sortable.includes(sort.field) && sort.field !== 'id') {
    throw new ValidationError(`No se puede ordenar por "${sort.field}"`, 'sort');
  }
  qb.orderBy(`${alias}."${sort.field}"`, sort.order).addOrderBy(`${alias}.id`, sort.order);
  return true;
}
