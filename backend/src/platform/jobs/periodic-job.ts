import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

export interface Schedule {
  /** False in instances that do not run background jobs (tests, extra web instances). */
  enabled: boolean;
  everyMs: number;
  /** Logger context of the job's lines. */
  context: string;
  /** Start of the warning logged when a run fails; the next tick tries again. */
  postponed: string;
}

/**
 * Work repeated on a timer: once shortly after start (10 s, or sooner when the period is shorter), then every
 * `everyMs`. A failed run is a warning, not a crash. The timers do not keep the process alive and stop on shutdown.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private timers: NodeJS.Timeout[] = [];

  protected constructor(private readonly schedule: Schedule) {
    this.logger = new Logger(schedule.context);
  }

  protected abstract runOnce(): Promise<unknown>;

  onApplicationBootstrap(): void {
    const { enabled, everyMs, postponed } = this.schedule;
    if (!enabled) return;
    const run = () => void this.runOnce().catch((e: Error) => this.logger.warn(`${postponed}: ${e.message}`));
    this.timers = [setTimeout(run, Math.min(10_000, everyMs)), setInterval(run, everyMs)];
    this.timers.forEach((t) => t.unref());
  }

  onApplicationShutdown(): void {
    this.timers.forEach(clearTimeout);
  }
}
