/** A line of text split into plain parts and http(s) links, so announcements render URLs as links without HTML. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/gi;

export function linkify(line: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: line.slice(last, start) });
    const href = url.startsWith('www.') ? `https://${url}` : url;
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}
