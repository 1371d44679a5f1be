/**
 * Smaller WebP copies of every uploaded image, so a page can offer the browser a `srcset` and a phone downloads the
 * size it shows instead of the 1600-px original. A variant lives next to its image: `images/<id>.webp` has
 * `images/<id>.w400.webp`, `.w800.webp` and `.w1200.webp` (never wider than the image itself). The public site builds
 * the same names (public-web/src/lib/responsive-image.ts).
 */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;

const IMAGE = /^(images\/[A-Za-z0-9_-][A-Za-z0-9_-]*)\.webp$/;
const VARIANT = /^(images\/[A-Za-z0-9_-][A-Za-z0-9_-]*)\.w(\d+)\.webp$/;

/** The variants' keys of an image key; none for anything else (videos, documents, a variant itself). */
export function variantKeys(key: string): string[] {
  const match = key.match(IMAGE);
  return match ? VARIANT_WIDTHS.map((width) => `${match[1]}.w${width}.webp`) : [];
}

/** The image a variant key belongs to, and the variant's width; null when the key is not a variant. */
export function variantOf(key: string): { image: string; width: number } | null {
  const match = key.match(VARIANT);
  if (!match) return null;
  const width = Number(match[2]);
  return (VARIANT_WIDTHS as readonly number[]).includes(width) ? { image: `${match[1]}.webp`, width } : null;
}
