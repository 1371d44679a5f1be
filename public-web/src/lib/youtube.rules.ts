import { youtubeId } from '@multyhealth/rules';

/** The player URL of any accepted link (the no-cookie host, no related videos from other channels); null when invalid. */
export function youtubeEmbedUrl(url: string | null | undefined, options: { autoplay?: boolean } = {}): string | null {
  const id = youtubeId(url);
  if (!id) return null;
  return `https://www.youtube-nocookie.com/embed/${id}${options.autoplay ? '?autoplay=1&rel=0' : '?rel=0'}`;
}

/** Thumbnail on i.ytimg.com (the one outside image host the CSP allows); maxres falls back to hq. */
export function youtubeThumbnail(id: string, quality: 'maxres' | 'hq' = 'maxres'): string {
  return `https://i.ytimg.com/vi/${id}/${quality === 'maxres' ? 'maxresdefault' : 'hqdefault'}.jpg`;
}
