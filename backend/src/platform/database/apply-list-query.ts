import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationError } from '../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../shared/domain/list-query.js';

export interface ListQueryRules {
  /** Columns a client may sort by; the first is the default (descending when `defaultOrder` says so). */
  sortable: string[];
  defaultOrder?: 'ASC' | 'DESC';
  /** Columns searched (ILIKE) by the free-text filter `q`. */
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
  const alias = qb.alias;
  const { filter } = query;
  if (typeof filter.q === 'string' && filter.q.trim() && rules.searchable?.length) {
    const term = `%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.andWhere(`(${rules.searchable.map((c) => `${alias}."${c}" ILIKE :term`).join(' OR ')})`, { term });
  }
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q' || value === undefined || value === '') continue;
    if (field !== 'id' && !rules.filterable?.includes(field)) {
      throw new ValidationError(`No se puede filtrar por "${field}"`, 'filter');
    }
    const param = `f_${field}`;
    if (Array.isArray(value)) {
      if (!value.length) return { items: [], total: 0, start: 0 };
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
  const start = query.range?.start ?? 0;
  if (query.range) qb.offset(start).limit(query.range.end - start + 1);
  const countQuery = qb.clone().orderBy().offset(undefined).limit(undefined).select('count(*)::int', 'total');
  const [items, total] = await Promise.all([
    qb.getMany(),
    (async () => (await rules.knownTotal?.(filter)) ?? (await countQuery.getRawOne<{ total: number }>())!.total)(),
  ]);
  return { items, total, start };
}
