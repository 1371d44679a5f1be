import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { StoredFiles } from '../../../shared/domain/stored-files.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';

/** What the helper needs of a repository. */
export interface Records<T, D> {
  findById(id: number): Promise<T | null>;
  update(id: number, draft: D): Promise<T>;
  delete(id: number): Promise<void>;
}

export interface RecordTarget<T> {
  id: number;
  /** 404 message when the record does not exist or is not `visible` to the caller. */
  notFound: string;
  /** Ownership or scope rule (a seller's own item, a global testimonial): anything else is reported as not found. */
  visible?: (record: T) => boolean;
  /** Fields holding URLs of stored files, released once the row no longer points to them. */
  files?: (keyof T)[];
}

/**
 * Reading, updating and deleting one content record the same way everywhere: inside a transaction, 404 for what the
 * caller may not see, and the record's stored files released only after the row change has committed.
 */
@Injectable()
export class RecordChanges {
  private readonly logger = new Logger('Contenido');

  constructor(
    private readonly tx: TransactionRunner,
    private readonly files: StoredFiles,
  ) {}

  async find<T>(records: Pick<Records<T, unknown>, 'findById'>, target: RecordTarget<T>): Promise<T> {
    const record = await records.findById(target.id);
    if (!record || (target.visible && !target.visible(record))) throw new NotFoundError(target.notFound);
    return record;
  }

  async update<T, D>(records: Records<T, D>, target: RecordTarget<T>, toDraft: (existing: T) => D): Promise<T> {
    const { before, after } = await this.tx.run(async () => {
      const before = await this.find(records, target);
      return { before, after: await records.update(target.id, toDraft(before)) };
    });
    await this.releaseReplaced(before, after, target.files ?? []);
    return after;
  }

  async delete<T>(records: Records<T, unknown>, target: RecordTarget<T>): Promise<T> {
    const deleted = await this.tx.run(async () => {
      const record = await this.find(records, target);
      await records.delete(target.id);
      return record;
    });
    await this.tx.afterCommit(() => this.release((target.files ?? []).map((key) => deleted[key])));
    return deleted;
  }

  /** Releases every file `before` pointed to that `after` no longer does, once the change has committed. */
  async releaseReplaced<T>(before: T | null, after: T, keys: (keyof T)[]): Promise<void> {
    if (before)
      await this.tx.afterCommit(() =>
        this.release(keys.filter((key) => before[key] !== after[key]).map((key) => before[key])),
      );
  }

  private async release(urls: unknown[]): Promise<void> {
    for (const url of new Set(urls)) {
      if (typeof url !== 'string' || !url) continue;
      try {
        await this.files.deleteByUrl(url);
      } catch (error) {
        this.logger.error(`No se pudo borrar el archivo ${url}: ${(error as Error).message}`);
      }
    }
  }
}
