import { blankToNull } from './text.js';

/** A photo of the team section (#equipo). */
export interface TeamImage {
  id: number;
  imageUrl: string;
  title: string | null;
  description: string | null;
  order: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type TeamImageDraft = Omit<TeamImage, 'id' | 'createdAt' | 'updatedAt'>;

export interface TeamImageInput {
  imageUrl: string;
  title?: string | null;
  description?: string | null;
  order?: number;
  /** The admin form sends `active`; `isActive` (the stored name) is accepted too, `active` wins. */
  active?: boolean;
  isActive?: boolean;
}

export function teamImageDraft(input: TeamImageInput): TeamImageDraft {
  return {
    imageUrl: input.imageUrl.trim(),
    title: blankToNull(input.title),
    description: blankToNull(input.description),
    order: input.order ?? 0,
    isActive: input.active ?? input.isActive ?? true,
  };
}
