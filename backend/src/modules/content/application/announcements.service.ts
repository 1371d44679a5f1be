import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { announcementDraft, type Announcement, type AnnouncementInput, type Audience } from '../domain/announcement.js';
import { AnnouncementRepository } from '../domain/announcement.repository.js';
import { RecordChanges } from './record-changes.js';

/** Fields holding stored files, released once no row points to them. */
const FILES: (keyof Announcement)[] = ['image', 'videoUrl'];

/** Switching an announcement's medium clears the other one, whose stored file is then released. */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly announcements: AnnouncementRepository,
    private readonly changes: RecordChanges,
  ) {}

  list(query: ListQuery): Promise<Page<Announcement>> {
    return this.announcements.findPage(query);
  }

  get(id: number): Promise<Announcement> {
    return this.changes.find(this.announcements, { id, notFound: AnnouncementRepository.notFound, files: FILES });
  }

  create(input: AnnouncementInput): Promise<Announcement> {
    return this.announcements.create(announcementDraft(input));
  }

  update(id: number, input: AnnouncementInput): Promise<Announcement> {
    return this.changes.update(
      this.announcements,
      { id, notFound: AnnouncementRepository.notFound, files: FILES },
      (existing) => announcementDraft(input, existing),
    );
  }

  delete(id: number): Promise<Announcement> {
    return this.changes.delete(this.announcements, { id, notFound: AnnouncementRepository.notFound, files: FILES });
  }

  allActive(): Promise<Announcement[]> {
    return this.announcements.listActive();
  }

  /** A distributor's page: announcements for everyone plus those targeted to the page's city or country. */
  activeFor(audience: Audience): Promise<Announcement[]> {
    return this.announcements.listActiveFor(audience);
  }
}
