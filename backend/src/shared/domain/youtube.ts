const ID = /^[A-Za-z0-9_-]{11}$/;

/** YouTube video id from the link forms of SPEC §5 (watch?v=, youtu.be/, embed/, v/, shorts/) and live/, or null. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = parsed.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, id] = parsed.pathname.split('/');
    if (kind === 'watch') candidate = parsed.searchParams.get('v');
    else if (['embed', 'v', 'shorts', 'live'].includes(kind)) candidate = id ?? null;
  }
  return candidate && ID.test(candidate) ? candidate : null;
}
