import { announcementDraft, type Announcement, type Audience } from '../domain/announcement.js';
import { AnnouncementRepository } from '../domain/announcement.repository.js';
import { ContentService } from './content.service.js';

/** Switching an announcement's medium clears the other one, whose stored file is then released. */
export class AnnouncementsService extends ContentService(AnnouncementRepository, {
  files: ['image', 'videoUrl'],
  draft: announcementDraft,
}) {
  allActive(): Promise<Announcement[]> {
    return this.records.listActive();
  }

  /** A distributor's page: announcements for everyone plus those targeted to the page's city or country. */
  activeFor(audience: Audience): Promise<Announcement[]> {
    return this.records.listActiveFor(audience);
  }
}
