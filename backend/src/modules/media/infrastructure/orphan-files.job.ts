import { Inject, Injectable } from '@nestjs/common';
import { PeriodicJob } from '../../../platform/jobs/periodic-job.js';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { FilesCleanupService } from '../application/files-cleanup.service.js';

/**
 * Deletes uploads nothing references once older than ORPHAN_GRACE_MINUTES, shortly after start and then every
 * ORPHAN_SWEEP_MINUTES. A job lock makes one instance sweep at a time.
 */
@Injectable()
export class OrphanFilesJob extends PeriodicJob {
  constructor(
    private readonly cleanup: FilesCleanupService,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({
      enabled: config.runJobs,
      everyMs: config.uploads.sweepEveryMs,
      context: 'Media',
      postponed: 'Limpieza automática aplazada',
    });
  }

  /** One sweep if no other instance is sweeping; false when skipped. */
  sweep(): Promise<boolean> {
    return this.tx.runExclusively('orphan-files', async () => {
      await this.cleanup.deleteOrphans(this.config.uploads.orphanGraceMs);
    });
  }

  protected runOnce(): Promise<boolean> {
    return this.sweep();
  }
}
