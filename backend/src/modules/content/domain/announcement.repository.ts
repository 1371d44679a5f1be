import type { Announcement, AnnouncementDraft, Audience } from './announcement.js';
import { ContentRepository } from './content.repository.js';

/** `findPage` filters: `q` (title, description), `active`, `targetType`, `id` list. */
export abstract class AnnouncementRepository extends ContentRepository<Announcement, AnnouncementDraft> {
  static readonly notFound = 'Anuncio no encontrado';
  /** Every active announcement by order, whatever its target. */
  abstract listActive(): Promise<Announcement[]>;
  /** Active announcements for everyone, or targeted to the audience's city or country (case-insensitive), by order. */
  abstract listActiveFor(audience: Audience): Promise<Announcement[]>;
}
