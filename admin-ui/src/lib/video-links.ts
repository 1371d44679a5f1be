import { youtubeId } from '@multyhealth/rules';

/** Empty, or a YouTube link the server accepts (testimonials). */
export function isOptionalYoutubeLink(value: unknown): boolean {
  const url = typeof value === 'string' ? value.trim() : '';
  return !url || youtubeId(url) !== null;
}

/** Empty, an uploaded file, or a YouTube link: what the home page can play (the corporate video). */
export function isPlayableVideo(value: unknown): boolean {
  const url = typeof value === 'string' ? value.trim() : '';
  return !url || url.startsWith('/uploads/') || youtubeId(url) !== null;
}
