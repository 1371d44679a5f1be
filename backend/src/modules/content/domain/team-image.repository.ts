import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { TeamImage, TeamImageDraft } from './team-image.js';

export abstract class TeamImageRepository {
  /** Active images by order. */
  abstract listActive(): Promise<TeamImage[]>;
  /** Filters: `q` (title, description), `isActive`, `id` list. */
  abstract findPage(query: ListQuery): Promise<Page<TeamImage>>;
  abstract findById(id: number): Promise<TeamImage | null>;
  abstract create(draft: TeamImageDraft): Promise<TeamImage>;
  abstract update(id: number, draft: TeamImageDraft): Promise<TeamImage>;
  abstract delete(id: number): Promise<void>;
}
