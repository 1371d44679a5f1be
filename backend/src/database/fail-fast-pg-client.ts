import pg from 'pg';

const READ_TIMEOUT = 'Query read timeout';

/**
 * pg's client, with two repairs for a database that goes away under load:
 * - after `query_timeout` pg answers the caller but keeps the connection with the unanswered query in flight, so the
 *   transaction's ROLLBACK and every later query on it would wait behind it: such a connection is closed instead, and
 *   the pool opens a fresh one once the server is reachable again;
 * - a server's FATAL message can arrive in the same packet that completes a checkout, before TypeORM listens for
 *   errors, and an 'error' event nobody listens to would crash the process: a standing listener prevents that (the
 *   client is then not queryable, its next query fails and the pool discards it).
 */
export class FailFastPgClient extends pg.Client {
  /** Statements each new connection runs before its first use (LISTEN of the change notices an adapter follows). */
  static readonly sessionSetup = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }

  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): void;
  override connect(
    callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
  ): Promise<pg.Client> | void {
    const ready = super.connect().then(async () => {
      for (const sql of FailFastPgClient.sessionSetup) await super.query(sql);
      return this;
    });
    if (!callback) return ready;
    const done = callback as (err: Error | null, client?: pg.Client) => void;
    ready.then(
      (client) => done(null, client),
      (error: Error) => done(error),
    );
  }

  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.catch((error: unknown) => this.closeAfterTimeout(error));
    return result as never;
  }

  private closeAfterTimeout(error: unknown): void {
    const stream = (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
    if ((error as Error)?.message === READ_TIMEOUT) stream?.destroy();
  }
}
