import { blankToNull, keptOrCleared } from './text.js';

export const DEFAULT_RATING = 5;

/** A customer's word: global ones (set by the admin) show on the landing; a seller's own show on their page. */
export interface Testimonial {
  id: number;
  name: string;
  city: string;
  /** A YouTube link (shown only with a valid 11-character id). */
  videoUrl: string | null;
  photo: string | null;
  message: string;
  rating: number;
  userId: number | null;
  isGlobal: boolean;
  createdAt: Date;
  /** The record's version: a stale admin write is refused (docs/decisions/1750-admin-conflicts.md). */
  updatedAt: Date;
}

export type TestimonialDraft = Pick<Testimonial, 'name' | 'city' | 'videoUrl' | 'photo' | 'message' | 'rating'>;

export interface TestimonialInput {
  name: string;
  city?: string | null;
  videoUrl?: string | null;
  photo?: string | null;
  message: string;
  rating?: number;
}

/** The forms have no photo field: an edit that omits it keeps the stored photo. */
export function testimonialDraft(input: TestimonialInput, existing?: Testimonial): TestimonialDraft {
  return {
    name: input.name.trim(),
    city: input.city?.trim() ?? '',
    videoUrl: blankToNull(input.videoUrl),
    photo: keptOrCleared(input.photo, existing?.photo),
    message: input.message.trim(),
    rating: input.rating ?? DEFAULT_RATING,
  };
}
