import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { announcementDraft, type Announcement, type AnnouncementInput, type Audience } from '../domain/announcement.js';
import { AnnouncementRepository } from '../domain/announcement.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

const target = (id: number): RecordTarget<Announcement> => ({
  id,
  notFound: 'Anuncio no encontrado',
  files: ['image', 'videoUrl'],
});

@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly announcements: AnnouncementRepository,
    private readonly changes: RecordChanges,
  ) {}

  allActive(): Promise<Announcement[]> {
    return this.announcements.listActive();
  }

  /** A distributor's page: announcements for everyone plus those targeted to the page's city or country. */
  activeFor(audience: Audience): Promise<Announcement[]> {
    return this.announcements.listActiveFor(audience);
  }

  list(query: ListQuery): Promise<Page<Announcement>> {
    return this.announcements.findPage(query);
  }

  get(id: number): Promise<Announcement> {
    return this.changes.find(this.announcements, target(id));
  }

  create(input: AnnouncementInput): Promise<Announcement> {
    return this.announcements.create(announcementDraft(input));
  }

  /** Switching the medium clears the other one, whose stored file is then released. */
  update(id: number, input: AnnouncementInput): Promise<Announcement> {
    return this.changes.update(this.announcements, target(id), (existing) => announcementDraft(input, existing));
  }

  delete(id: number): Promise<Announcement> {
    return this.changes.delete(this.announcements, target(id));
  }
}
