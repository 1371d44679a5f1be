/** A YouTube id is exactly 11 characters. */
export const YOUTUBE_ID_LENGTH = 11;

const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const PATH_FORMS = new Set(['embed', 'v', 'shorts', 'live']);

/**
 * YouTube video id of a link, or null. Parsed as a URL (http or https, no credentials, default port) on an exact host
 * list: youtu.be/ID; youtube.com, www. and m. with watch?v=ID, /embed/ID, /v/ID, /shorts/ID, /live/ID;
 * www.youtube-nocookie.com/embed/ID. Ids are exactly 11 characters.
 */
export function youtubeId(url: string | null | undefined): string | null {
  const parsed = parseLink(url);
  if (!parsed) return null;
  const segments = parsed.pathname.split('/').slice(1);
  if (segments.at(-1) === '' && segments.length > 1) segments.pop();
  let candidate: string | null = null;
  if (parsed.hostname === 'youtu.be' && segments.length === 1) candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(parsed.hostname)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = parsed.searchParams.get('v');
    else if (segments.length === 2 && PATH_FORMS.has(segments[0])) candidate = segments[1];
  } else if (parsed.hostname === 'www.youtube-nocookie.com' && segments.length === 2 && segments[0] === 'embed')
    candidate = segments[1];
  return candidate && ID.test(candidate) ? candidate : null;
}

/** The form every YouTube link is stored in. */
export function youtubeStoredUrl(id: string): string {
  return `https://www.youtube.com/embed/${id}`;
}

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

/** The stored (embed) form of a YouTube link, or null when it is not one. */
export function normalizedYoutubeUrl(url: string): string | null {
  const id = youtubeId(url);
  return id && youtubeStoredUrl(id);
}

/** Whether the link names a YouTube host at all (to tell "not YouTube" from "a YouTube link without a video"). */
export function isYoutubeHost(url: string | null | undefined): boolean {
  const host = parseLink(url)?.hostname;
  return !!host && (host === 'youtu.be' || host === 'www.youtube-nocookie.com' || YOUTUBE_HOSTS.has(host));
}

/** An http(s) URL without credentials or a port, or null. */
function parseLink(url: string | null | undefined): URL | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  return web && !parsed.username && !parsed.password && !parsed.port ? parsed : null;
}
