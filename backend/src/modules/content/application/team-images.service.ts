import { teamImageDraft, type TeamImage } from '../domain/team-image.js';
import { TeamImageRepository } from '../domain/team-image.repository.js';
import { ContentService } from './content.service.js';

export class TeamImagesService extends ContentService(TeamImageRepository, {
  files: ['imageUrl'],
  draft: teamImageDraft,
}) {
  active(): Promise<TeamImage[]> {
    return this.records.listActive();
  }
}
