import { ContentRepository } from './content.repository.js';
import type { TeamImage, TeamImageDraft } from './team-image.js';

/** `findPage` filters: `q` (title, description), `isActive`, `id` list. */
export abstract class TeamImageRepository extends ContentRepository<TeamImage, TeamImageDraft> {
  /** Active images by order. */
  abstract listActive(): Promise<TeamImage[]>;
}
