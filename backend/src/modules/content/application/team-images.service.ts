import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { teamImageDraft, type TeamImage, type TeamImageInput } from '../domain/team-image.js';
import { TeamImageRepository } from '../domain/team-image.repository.js';
import { RecordChanges } from './record-changes.js';

/** Fields holding stored files, released once no row points to them. */
const FILES: (keyof TeamImage)[] = ['imageUrl'];

@Injectable()
export class TeamImagesService {
  constructor(
    private readonly images: TeamImageRepository,
    private readonly changes: RecordChanges,
  ) {}

  list(query: ListQuery): Promise<Page<TeamImage>> {
    return this.images.findPage(query);
  }

  get(id: number): Promise<TeamImage> {
    return this.changes.find(this.images, { id, notFound: TeamImageRepository.notFound, files: FILES });
  }

  create(input: TeamImageInput): Promise<TeamImage> {
    return this.images.create(teamImageDraft(input));
  }

  update(id: number, input: TeamImageInput): Promise<TeamImage> {
    return this.changes.update(this.images, { id, notFound: TeamImageRepository.notFound, files: FILES }, () =>
      teamImageDraft(input),
    );
  }

  delete(id: number): Promise<TeamImage> {
    return this.changes.delete(this.images, { id, notFound: TeamImageRepository.notFound, files: FILES });
  }

  active(): Promise<TeamImage[]> {
    return this.images.listActive();
  }
}
