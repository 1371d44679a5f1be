import { ContentRepository } from './content.repository.js';
import type { TeamImage, TeamImageDraft } from './team-image.js';

/** `findPage` filters: `q` (title, description), `isActive`, `id` list. */
export abstract class TeamImageRepository extends ContentRepository<TeamImage, TeamImageDraft> {
  static readonly notFound = 'Imagen del equipo no encontrada';
  /** Active images by order. */
  abstract listActive(): Promise<TeamImage[]>;
}
