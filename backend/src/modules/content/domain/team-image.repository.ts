import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { TeamImage, TeamImageDraft } from './team-image.js';

/** `findPage` filters: `q` (title, description), `isActive`, `id` list. */
export abstract class TeamImageRepository {
  static readonly notFound = 'Imagen del equipo no encontrada';
  abstract findPage(query: ListQuery): Promise<Page<TeamImage>>;
  abstract findById(id: number): Promise<TeamImage | null>;
  abstract create(draft: TeamImageDraft): Promise<TeamImage>;
  abstract update(id: number, draft: TeamImageDraft): Promise<TeamImage>;
  /** Fails with not found when no row was deleted. */
  abstract delete(id: number): Promise<void>;
  /** Active images by order. */
  abstract listActive(): Promise<TeamImage[]>;
}
