import { Injectable } from '@nestjs/common';
import { SingleRowTable } from '../../../../platform/database/single-row-table.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { CorporateVideo } from '../../domain/corporate-video.js';
import type { CorporateVideoRepository } from '../../domain/corporate-video.repository.js';
import { CorporateVideoOrmEntity } from './corporate-video.orm-entity.js';

/** The first row is the video; saving updates it in place (or creates it once). */
@Injectable()
export class TypeOrmCorporateVideoRepository
  extends SingleRowTable<CorporateVideoOrmEntity, CorporateVideo>
  implements CorporateVideoRepository
{
  constructor(tx: Transactions) {
    super(tx, CorporateVideoOrmEntity);
  }

  protected toRecord(row: CorporateVideoOrmEntity): CorporateVideo {
    const { id: _id, ...video } = row;
    return video;
  }
}
