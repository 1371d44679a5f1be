import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '../../../shared/domain/errors.js';
import type { KindPort } from '../domain/content.repository.js';
import { RecordChanges, type Records } from './record-changes.js';

/** What a seller's own items need of their repository. */
export interface SellerItemRecords<T, D> extends Records<T, D> {
  listByMember(memberId: number): Promise<T[]>;
  createForMember(draft: D, memberId: number, limit: number): Promise<T | null>;
}

export interface SellerItemKind<T, D, I> {
  files: (keyof T)[];
  /** Keeps a page light on a phone: every item is sent with every visit. */
  limit: number;
  /** The refusal of one item more than `limit`. */
  full: string;
  draft(input: I, existing?: T): D;
}

/**
 * A seller's own items of one kind (gallery images, testimonials), shown on their page: another member's are reported
 * as not found, and a seller holds at most `limit` of them.
 */
export function SellerItemsService<T extends { userId: number | null }, D, I, R extends SellerItemRecords<T, D>>(
  repository: KindPort<R>,
  kind: SellerItemKind<T, D, I>,
) {
  @Injectable()
  class Service {
    constructor(
      @Inject(repository) private readonly records: R,
      private readonly changes: RecordChanges,
    ) {}

    mine(sellerId: number): Promise<T[]> {
      return this.records.listByMember(sellerId);
    }

    async create(sellerId: number, input: I): Promise<T> {
      const created = await this.records.createForMember(kind.draft(input), sellerId, kind.limit);
      if (!created) throw new ValidationError(kind.full);
      return created;
    }

    update(sellerId: number, id: number, input: I): Promise<T> {
      return this.changes.update(this.records, this.target(sellerId, id), (existing) => kind.draft(input, existing));
    }

    delete(sellerId: number, id: number): Promise<T> {
      return this.changes.delete(this.records, this.target(sellerId, id));
    }

    private target(sellerId: number, id: number) {
      return { id, notFound: repository.notFound, visible: (item: T) => item.userId === sellerId, files: kind.files };
    }
  }
  return Service;
}
