import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { corporateVideoDraft, type CorporateVideo } from '../domain/corporate-video.js';
import { CorporateVideoRepository } from '../domain/corporate-video.repository.js';
import { RecordChanges } from './record-changes.js';

export type CorporateVideoInput = Parameters<typeof corporateVideoDraft>[0];

@Injectable()
export class CorporateVideoService {
  constructor(
    private readonly videos: CorporateVideoRepository,
    private readonly tx: TransactionRunner,
    private readonly changes: RecordChanges,
  ) {}

  /** The video the landing shows, or null when there is none or it is switched off. */
  async shown(): Promise<CorporateVideo | null> {
    const video = await this.videos.current();
    return video?.active ? video : null;
  }

  current(): Promise<CorporateVideo | null> {
    return this.videos.current();
  }

  /** Replaces the video; an uploaded file or thumbnail no longer used is released afterwards. */
  async save(input: CorporateVideoInput): Promise<CorporateVideo> {
    const { before, after } = await this.tx.run(async () => {
      const before = await this.videos.current();
      return { before, after: await this.videos.save(corporateVideoDraft(input)) };
    });
    await this.changes.releaseReplaced(before, after, ['videoUrl', 'thumbnailUrl']);
    return after;
  }
}
