import { ValidationError } from '../../../shared/domain/errors.js';
import { blankToNull, keptOrCleared } from './text.js';

export const TARGET_TYPES = ['all', 'city', 'country'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];
export const MEDIA_TYPES = ['image', 'video'] as const;
/** Chosen in the form only; what is stored is which of image or videoUrl is set. */
export type MediaType = (typeof MEDIA_TYPES)[number];
export const DEFAULT_ANNOUNCEMENT_ORDER = 1;

/** A slide of the 'Últimas Noticias' carousel, shown to everyone or to one city or country. */
export interface Announcement {
  id: number;
  title: string;
  description: string;
  image: string | null;
  videoUrl: string | null;
  order: number;
  active: boolean;
  targetType: TargetType;
  targetCity: string | null;
  targetCountry: string | null;
  createdAt: Date;
  /** The record's version: a stale admin write is refused (docs/decisions/1750-admin-conflicts.md). */
  updatedAt: Date;
}

export type AnnouncementDraft = Omit<Announcement, 'id' | 'createdAt' | 'updatedAt'>;

export interface AnnouncementInput {
  title: string;
  description: string;
  image?: string | null;
  videoUrl?: string | null;
  mediaType?: MediaType;
  order?: number;
  active?: boolean;
  targetType?: TargetType;
  targetCity?: string | null;
  targetCountry?: string | null;
}

/**
 * An image slide needs an image (new, or the stored one when editing), a video slide a file or URL;
 * the other medium is cleared. The target city or country is required for that target and cleared otherwise.
 */
export function announcementDraft(input: AnnouncementInput, existing?: Announcement): AnnouncementDraft {
  const image = keptOrCleared(input.image, existing?.image);
  const videoUrl = keptOrCleared(input.videoUrl, existing?.videoUrl);
  const mediaType = input.mediaType ?? (videoUrl && !image ? 'video' : 'image');
  if (mediaType === 'image' && !image)
    throw new ValidationError('Debes seleccionar una imagen para el anuncio', 'image');
  if (mediaType === 'video' && !videoUrl)
    throw new ValidationError('Debes subir un archivo de video o ingresar una URL', 'videoUrl');
  const targetType = input.targetType ?? 'all';
  const targetCity = targetType === 'city' ? blankToNull(input.targetCity) : null;
  const targetCountry = targetType === 'country' ? blankToNull(input.targetCountry) : null;
  if (targetType === 'city' && !targetCity)
    throw new ValidationError('Debes seleccionar la ciudad del anuncio', 'targetCity');
  if (targetType === 'country' && !targetCountry)
    throw new ValidationError('Debes seleccionar el país del anuncio', 'targetCountry');
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    image: mediaType === 'image' ? image : null,
    videoUrl: mediaType === 'video' ? videoUrl : null,
    order: input.order ?? DEFAULT_ANNOUNCEMENT_ORDER,
    active: input.active ?? true,
    targetType,
    targetCity,
    targetCountry,
  };
}

/** Where a distributor's page is seen from: its city and country (either may be unknown). */
export interface Audience {
  city?: string;
  country?: string;
}
