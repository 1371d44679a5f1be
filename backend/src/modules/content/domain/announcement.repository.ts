import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Announcement, AnnouncementDraft, Audience } from './announcement.js';

/** `findPage` filters: `q` (title, description), `active`, `targetType`, `id` list. */
export abstract class AnnouncementRepository {
  static readonly notFound = 'Anuncio no encontrado';
  abstract findPage(query: ListQuery): Promise<Page<Announcement>>;
  abstract findById(id: number): Promise<Announcement | null>;
  abstract create(draft: AnnouncementDraft): Promise<Announcement>;
  abstract update(id: number, draft: AnnouncementDraft): Promise<Announcement>;
  /** Fails with not found when no row was deleted. */
  abstract delete(id: number): Promise<void>;
  /** Every active announcement by order, whatever its target. */
  abstract listActive(): Promise<Announcement[]>;
  /** Active announcements for everyone, or targeted to the audience's city or country (case-insensitive), by order. */
  abstract listActiveFor(audience: Audience): Promise<Announcement[]>;
}
