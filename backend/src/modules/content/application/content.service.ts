import { Inject, Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { ContentRepository, KindPort } from '../domain/content.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

/** How one kind of content is found (its scope, stored files) and turned from the admin's input into a draft. */
export interface ContentKind<T, D, I> extends Omit<RecordTarget<T>, 'id' | 'notFound'> {
  draft(input: I, existing?: T): D;
}

/**
 * The admin's list, get, create, update and delete of one kind of content, over its repository port (the DI token
 * `repository`): reads and writes go through RecordChanges, so 404s and stored-file releases work the same for every
 * kind. A service extends the returned class with its own reads and checks.
 */
export function ContentService<T, D, I, R extends ContentRepository<T, D>>(
  repository: KindPort<R>,
  kind: ContentKind<T, D, I>,
) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- draft is called unbound on purpose, as a plain function
  const { draft, ...rest } = kind;
  const found = { ...rest, notFound: repository.notFound };

  @Injectable()
  class Service {
    constructor(
      @Inject(repository) protected readonly records: R,
      protected readonly changes: RecordChanges,
    ) {}

    list(query: ListQuery): Promise<Page<T>> {
      return this.records.findPage(query);
    }

    get(id: number): Promise<T> {
      return this.changes.find(this.records, { id, ...found });
    }

    create(input: I): Promise<T> {
      return this.records.create(draft(input));
    }

    update(id: number, input: I): Promise<T> {
      return this.changes.update(this.records, { id, ...found }, (existing) => draft(input, existing));
    }

    delete(id: number): Promise<T> {
      return this.changes.delete(this.records, { id, ...found });
    }
  }
  return Service;
}
