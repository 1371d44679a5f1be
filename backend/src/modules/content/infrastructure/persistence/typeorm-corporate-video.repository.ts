import { SingleRowTable } from '../../../../platform/database/single-row-table.js';
import type { CorporateVideo } from '../../domain/corporate-video.js';
import type { CorporateVideoRepository } from '../../domain/corporate-video.repository.js';
import { CorporateVideoOrmEntity } from './corporate-video.orm-entity.js';

/** The first row is the video; saving updates it in place (or creates it once). */
export class TypeOrmCorporateVideoRepository
  extends SingleRowTable(CorporateVideoOrmEntity, toVideo)
  implements CorporateVideoRepository {}

function toVideo(row: CorporateVideoOrmEntity): CorporateVideo {
  const { id: _id, ...video } = row;
  return video;
}
