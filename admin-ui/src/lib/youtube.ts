/** YouTube video id from watch?v=, youtu.be/, embed/, v/ or shorts/ links; exactly 11 characters (SPEC.md §5). */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = url.match(/(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|v\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]+)/);
  const id = match?.[1];
  return id && id.length === 11 ? id : null;
}
