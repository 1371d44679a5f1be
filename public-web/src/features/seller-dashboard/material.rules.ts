/** What the 'Material' tab needs to know of an item. */
export interface Shareable {
  title: string;
  fileUrl: string | null;
  caption: string | null;
  group: string;
}

/** Items by group, groups in the order their first item comes (the admin's order), items kept in order. */
export function groupMaterial<T extends Shareable>(items: T[]): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, list]) => ({ group, items: list }));
}

/** Who shares: the customer who gets the message reaches her through these. */
export interface Sharer {
  name: string;
  /** Spaced for reading (+57 300 555 1234). */
  whatsapp: string;
  /** Her page's link tagged with its source (…/u/laura?src=whatsapp). */
  pageLink: string;
}

/**
 * The message shared to WhatsApp: the caption (or the title when there is none), the file's link, then who sends it
 * (her name and number) and her page's link with its source tag, so the customer reaches her and the visit is counted.
 */
export function shareMessage(item: Shareable, fileLink: string | null, sharer: Sharer): string {
  const text = item.caption?.trim() || item.title;
  const signature = `${sharer.name} · WhatsApp ${sharer.whatsapp}\nMira mis productos: ${sharer.pageLink}`;
  return [text, fileLink, signature].filter(Boolean).join('\n\n');
}

/** A wa.me link without a number: WhatsApp asks whom to send it to. */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** A file name for the download, from the title and the stored file's extension ('Catálogo 2026' → catalogo-2026.pdf). */
export function downloadName(title: string, fileUrl: string): string {
  const extension =
    fileUrl
      .split(/[?#]/)[0]
      .match(/\.([a-z0-9]{2,5})$/i)?.[1]
      ?.toLowerCase() ?? '';
  const base =
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'material';
  return extension ? `${base}.${extension}` : base;
}
