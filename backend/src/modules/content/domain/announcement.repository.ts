import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Announcement, AnnouncementDraft, Audience } from './announcement.js';

export abstract class AnnouncementRepository {
  /** Every active announcement by order, whatever its target. */
  abstract listActive(): Promise<Announcement[]>;
  /** Active announcements for everyone, or targeted to the audience's city or country (case-insensitive), by order. */
  abstract listActiveFor(audience: Audience): Promise<Announcement[]>;
  /** Filters: `q` (title, description), `active`, `targetType`, `id` list. */
  abstract findPage(query: ListQuery): Promise<Page<Announcement>>;
  abstract findById(id: number): Promise<Announcement | null>;
  abstract create(draft: AnnouncementDraft): Promise<Announcement>;
  abstract update(id: number, draft: AnnouncementDraft): Promise<Announcement>;
  abstract delete(id: number): Promise<void>;
}
