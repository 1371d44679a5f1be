import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

const POLL_MS = 5_000;

/**
 * The delivery loop of a durable outbox table (mail, push): a round every 5 s and one as soon as something is
 * queued (`soon()`), never two rounds at once in one process; asked during a round, it runs one more right after.
 * Shutdown stops the rounds and waits for the current one. Each subclass leases its rows in SQL, so that several
 * instances never send one row at the same time.
 */
export abstract class OutboxRounds implements OnApplicationBootstrap, OnApplicationShutdown {
  /** Set on shutdown: a round in progress stops after the row it is sending. */
  protected stopped = false;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  /** `postponed` starts the warning logged when a whole round fails (the next round tries again). */
  protected constructor(
    protected readonly logger: Logger,
    private readonly postponed: string,
  ) {}

  /** False where this outbox is not delivered (instances that run no jobs, push without its keys). */
  protected abstract enabled(): boolean;

  /** Sends every due row; resolves when this round is done, with how many went out. */
  abstract deliverDue(): Promise<number>;

  onApplicationBootstrap(): void {
    if (!this.enabled()) return;
    this.timer = setInterval(() => this.soon(), POLL_MS);
    this.timer.unref();
    this.soon();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Asks for a delivery round without waiting for it (called after each commit that queued a row). */
  soon(): void {
    if (this.stopped || !this.enabled()) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .then(
        () => undefined,
        (error: Error) => this.logger.warn(`${this.postponed}: ${error.message}`),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          setTimeout(() => this.soon(), 50).unref();
        }
      });
  }
}
