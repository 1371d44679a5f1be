/**
 * Uploaded images come with smaller WebP copies 400, 800 and 1200 px wide next to the original (at most 1600 px),
 * named like backend/src/modules/media/domain/image-variants.ts names them. Shipped images (/images/…) and
 * external URLs are used as they are.
 */
const UPLOADED_IMAGE = /^(\/uploads\/images\/[A-Za-z0-9_-]+)\.webp$/;
const WIDTHS = [400, 800, 1200];

/** The `srcset` of an uploaded image, or undefined for any other URL. */
export function srcSetOf(url: string | null | undefined): string | undefined {
  const match = url?.match(UPLOADED_IMAGE);
  if (!match) return undefined;
  return [...WIDTHS.map((width) => `${match[1]}.w${width}.webp ${width}w`), `${url} 1600w`].join(', ');
}

/** How wide a card image is shown: the whole column on a phone, a grid cell from the tablet layout up. */
export const CARD_SIZES = '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1199.98px) 50vw, 560px';

/** A card of the centered grids (gallery, team): 360 px at most. */
export const CENTERED_CARD_SIZES = '(max-width: 391.98px) calc(100vw - 32px), 360px';
