/** Runs work in one database transaction; repositories called inside it join the transaction. */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Inside `run`: `work` runs once the outermost transaction has committed, and never after a rollback (releasing
   * stored files a row no longer points to). Outside a transaction it runs at once.
   */
  abstract afterCommit(work: () => Promise<void>): Promise<void>;
  /**
   * Inside `run`: waits until no other transaction holds the lock named (`name`, `id`), and holds it until this
   * transaction ends. Serialises check-then-write steps of one owner (a count against a limit, then an insert).
   */
  abstract lock(name: string, id: number): Promise<void>;
  /** Runs `work` in a transaction only if no other instance holds the named job lock; false when skipped. */
  abstract runExclusively(job: string, work: () => Promise<void>): Promise<boolean>;
}
