import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { teamImageDraft, type TeamImage, type TeamImageInput } from '../domain/team-image.js';
import { TeamImageRepository } from '../domain/team-image.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

const target = (id: number): RecordTarget<TeamImage> => ({
  id,
  notFound: 'Imagen del equipo no encontrada',
  files: ['imageUrl'],
});

@Injectable()
export class TeamImagesService {
  constructor(
    private readonly images: TeamImageRepository,
    private readonly changes: RecordChanges,
  ) {}

  active(): Promise<TeamImage[]> {
    return this.images.listActive();
  }

  list(query: ListQuery): Promise<Page<TeamImage>> {
    return this.images.findPage(query);
  }

  get(id: number): Promise<TeamImage> {
    return this.changes.find(this.images, target(id));
  }

  create(input: TeamImageInput): Promise<TeamImage> {
    return this.images.create(teamImageDraft(input));
  }

  update(id: number, input: TeamImageInput): Promise<TeamImage> {
    return this.changes.update(this.images, target(id), () => teamImageDraft(input));
  }

  delete(id: number): Promise<TeamImage> {
    return this.changes.delete(this.images, target(id));
  }
}
