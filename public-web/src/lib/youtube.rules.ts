/** A YouTube id is exactly 11 characters, taken from one of the link forms below. */
export const YOUTUBE_ID_LENGTH = 11;

const LINK_FORMS = /(?:youtu\.be\/|\/v\/|\/embed\/|\/shorts\/|\/live\/|[?&]v=)([^#&?/\s]*)/;
const ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of watch?v=, youtu.be/, embed/, v/, shorts/ or live/ links on a YouTube host; null otherwise. */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url || !isYoutubeUrl(url)) return null;
  const match = url.trim().match(LINK_FORMS);
  return match && ID.test(match[1]) ? match[1] : null;
}

/** The Video tab's check: the URL names youtube.com or youtu.be (SPEC §2). */
export function isYoutubeUrl(url: string): boolean {
  return /(^|[/.])youtube(-nocookie)?\.com\/|(^|[/.])youtu\.be\//i.test(url.trim());
}

/** The embed form of any accepted link (watch and short links become /embed/{id}); null when invalid. */
export function youtubeEmbedUrl(url: string | null | undefined, options: { autoplay?: boolean } = {}): string | null {
  const id = youtubeId(url);
  if (!id) return null;
  return `https://www.youtube-nocookie.com/embed/${id}${options.autoplay ? '?autoplay=1&rel=0' : '?rel=0'}`;
}

/** Thumbnail on i.ytimg.com (the one outside image host the CSP allows); maxres falls back to hq (SPEC §8). */
export function youtubeThumbnail(id: string, quality: 'maxres' | 'hq' = 'maxres'): string {
  return `https://i.ytimg.com/vi/${id}/${quality === 'maxres' ? 'maxresdefault' : 'hqdefault'}.jpg`;
}
