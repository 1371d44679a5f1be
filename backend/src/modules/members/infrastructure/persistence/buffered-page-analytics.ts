import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { APP_CONFIG } from '../../../../shared/domain/settings.js';
import { AppMetrics } from '../../../../platform/metrics/app-metrics.js';
import type { AppConfig } from '../../../../shared/domain/settings.js';
import {
  PageAnalytics,
  type DailyPageStats,
  type PageEvent,
  type PageSummary,
  type PageVisitor,
} from '../../domain/page-analytics.js';
import { PageEventDedupe, visitorKeys } from '../../domain/page-event-dedupe.js';
import { SqlPageAnalytics, type PageEventRow } from './sql-page-analytics.js';

/** While the database refuses the writes, at most this many events wait; beyond it the oldest are dropped. */
const MAX_WAITING = 100_000;

/**
 * Write-behind analytics (docs/decisions/1102-write-behind-analytics.md): an event is kept in memory and written with
 * the others of the same second in one INSERT; a failed write is retried at the next tick, never blocking a page
 * view. What is waiting is written on shutdown, and before this instance reads a seller's statistics.
 */
@Injectable()
export class BufferedPageAnalytics
  extends PageAnalytics
  implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('Analitica');
  private readonly dedupe = new PageEventDedupe();
  private waiting: PageEventRow[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private dropped = 0;
  private failing = false;

  constructor(
    private readonly sql: SqlPageAnalytics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: AppMetrics,
  ) {
    super();
    metrics.reportAnalyticsBuffer(() => this.waiting.length);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.analyticsFlushMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.waiting.length) this.logger.error(`${this.waiting.length} eventos de analítica sin guardar al terminar`);
  }

  record(memberId: number, type: PageEvent, visitor: PageVisitor): Promise<void> {
    if (!this.dedupe.firstTime(memberId, type, visitorKeys(visitor), Date.now())) return Promise.resolve();
    const row = {
      memberId,
      type,
      userAgent: visitor.userAgent?.slice(0, 500) ?? null,
      ip: visitor.ip?.slice(0, 64) ?? null,
      at: new Date(),
    };
    this.waiting.push({ ...row, ...(visitor.extra && { extra: visitor.extra }) });
    for (const extra of visitor.extraRows ?? []) this.waiting.push({ ...row, extra });
    this.bound();
    return Promise.resolve();
  }

  private bound(): void {
    if (this.waiting.length <= MAX_WAITING) return;
    const excess = this.waiting.length - MAX_WAITING;
    this.waiting.splice(0, excess);
    this.dropped += excess;
  }

  /** Writes everything recorded so far (one write at a time; a call waits for the one under way). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  async totals(memberId: number): Promise<{ visits: number; whatsappClicks: number }> {
    await this.flush();
    return this.sql.totals(memberId);
  }

  async dailySeries(memberId: number, days: number): Promise<DailyPageStats[]> {
    await this.flush();
    return this.sql.dailySeries(memberId, days);
  }

  async summary(memberId: number, days: number): Promise<PageSummary> {
    await this.flush();
    return this.sql.summary(memberId, days);
  }

  private async writeWaiting(): Promise<void> {
    if (!this.waiting.length) return;
    const batch = this.waiting;
    this.waiting = [];
    try {
      await this.sql.insertMany(batch);
      if (this.failing) this.logger.log(`Analítica guardada de nuevo (${batch.length} eventos pendientes escritos)`);
      this.failing = false;
    } catch (error) {
      this.waiting = batch.concat(this.waiting);
      this.bound();
      if (!this.failing)
        this.logger.warn(`No se pudo guardar la analítica; se reintenta cada segundo: ${(error as Error).message}`);
      this.failing = true;
    }
    if (this.dropped) {
      this.logger.warn(
        `${this.dropped} eventos de analítica descartados: la base no los aceptaba y no cabían en memoria`,
      );
      this.dropped = 0;
    }
  }
}
