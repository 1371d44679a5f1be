/** A page request as react-admin's simple-rest provider sends it, already parsed and checked. */
export interface ListQuery {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  total: number;
  start: number;
}

export const FULL_LIST: ListQuery = { filter: {} };
