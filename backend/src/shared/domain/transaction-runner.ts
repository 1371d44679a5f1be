/** Runs work in one database transaction; repositories called inside it join the transaction. */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
