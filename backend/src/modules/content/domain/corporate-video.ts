import { blankToNull } from './text.js';

/** The one corporate video of the landing: an uploaded file (/uploads/…) or a YouTube link. */
export interface CorporateVideo {
  title: string;
  description: string;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  active: boolean;
  updatedAt: Date | null;
}

export type CorporateVideoDraft = Omit<CorporateVideo, 'updatedAt'>;

export function corporateVideoDraft(input: {
  title: string;
  description: string;
  videoUrl?: string | null;
  thumbnailUrl?: string | null;
  active?: boolean;
}): CorporateVideoDraft {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    videoUrl: blankToNull(input.videoUrl),
    thumbnailUrl: blankToNull(input.thumbnailUrl),
    active: input.active ?? true,
  };
}
