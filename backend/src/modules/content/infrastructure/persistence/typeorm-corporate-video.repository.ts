import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { CorporateVideo, CorporateVideoDraft } from '../../domain/corporate-video.js';
import { CorporateVideoRepository } from '../../domain/corporate-video.repository.js';
import { CorporateVideoOrmEntity } from './corporate-video.orm-entity.js';

/** The first row is the video; saving updates it in place (or creates it once). */
@Injectable()
export class TypeOrmCorporateVideoRepository extends CorporateVideoRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async current(): Promise<CorporateVideo | null> {
    const [row] = await this.tx.repo(CorporateVideoOrmEntity).find({ order: { id: 'ASC' }, take: 1 });
    return row ? toVideo(row) : null;
  }

  /** The advisory lock keeps two first saves from creating two rows. */
  save(draft: CorporateVideoDraft): Promise<CorporateVideo> {
    return this.tx.run(async () => {
      await this.tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('corporate_video'))`);
      const rows = this.tx.repo(CorporateVideoOrmEntity);
      const [existing] = await rows.find({ order: { id: 'ASC' }, take: 1 });
      return toVideo(await rows.save({ ...existing, ...draft, id: existing?.id }));
    });
  }
}

function toVideo(row: CorporateVideoOrmEntity): CorporateVideo {
  const { id: _id, ...video } = row;
  return video;
}
