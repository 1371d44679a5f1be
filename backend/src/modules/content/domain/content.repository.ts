import type { ListQuery, Page } from '../../../shared/domain/list-query.js';

/**
 * The admin's list, read and writes of one kind of content record `T`, written from a draft `D`. Each kind's port
 * extends it, stays its own DI token, adds its own named reads and says which filters its `findPage` takes.
 */
export abstract class ContentRepository<T, D> {
  abstract findPage(query: ListQuery): Promise<Page<T>>;
  abstract findById(id: number): Promise<T | null>;
  abstract create(draft: D): Promise<T>;
  abstract update(id: number, draft: D): Promise<T>;
  abstract delete(id: number): Promise<void>;
}

/** A kind's port: its DI token, carrying the 404 message of its records (the service's and the adapter's). */
export type KindPort<R> = (abstract new () => R) & { readonly notFound: string };
