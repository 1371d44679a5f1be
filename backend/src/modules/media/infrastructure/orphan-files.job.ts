import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { FilesCleanupService } from '../application/files-cleanup.service.js';

/**
 * Deletes uploads nothing references once older than ORPHAN_GRACE_MINUTES, shortly after start and then every
 * ORPHAN_SWEEP_MINUTES. A job lock makes one instance sweep at a time.
 */
@Injectable()
export class OrphanFilesJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Media');
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly cleanup: FilesCleanupService,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One sweep if no other instance is sweeping; false when skipped. */
  sweep(): Promise<boolean> {
    return this.tx.runExclusively('orphan-files', async () => {
      await this.cleanup.deleteOrphans(this.config.uploads.orphanGraceMs);
    });
  }

  onApplicationBootstrap(): void {
    if (!this.config.runJobs) return;
    const every = this.config.uploads.sweepEveryMs;
    const run = () => this.sweep().catch((e: Error) => this.logger.warn(`Limpieza automática aplazada: ${e.message}`));
    this.timers = [setTimeout(run, Math.min(10_000, every)), setInterval(run, every)];
    this.timers.forEach((t) => t.unref());
  }

  onApplicationShutdown(): void {
    this.timers.forEach(clearTimeout);
  }
}
