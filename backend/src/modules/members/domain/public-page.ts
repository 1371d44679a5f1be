import type { DistributorTitle, SocialLinks } from '@multyhealth/rules';

/** A seller's testimonial as the page shows it: without its owner, dated in ISO text. */
export interface PageTestimonial {
  id: number;
  name: string;
  city: string;
  videoUrl: string | null;
  photo: string | null;
  message: string;
  rating: number;
  createdAt: string;
}

/** What anyone may see of a distributor: never e-mail, status or sponsor. */
export interface PublicPage {
  user: {
    name: string;
    code: string;
    city: string;
    country: string;
    photo: string | null;
    whatsapp: string;
    whatsappMessage: string | null;
    personalMessage: string | null;
    showPrices: boolean;
    showFAQ: boolean;
    sellerProfileVideoUrl: string | null;
    distributorTitle: DistributorTitle;
    socialLinks: SocialLinks;
  };
  testimonials: PageTestimonial[];
  userProductPrices: { productId: number; customPrice: number }[];
  galleryImages: { id: number; imageUrl: string; title: string; description: string }[];
}

/** A visible page and the member it belongs to (to record analytics); only `page` is ever sent. */
export interface VisiblePage {
  memberId: number;
  page: PublicPage;
  /** The subscription's end (`paymentExpiresAt`): the page is hidden from then on. */
  visibleUntil: Date;
}

/** A visible page as the cache keeps it: the page, its JSON bytes as sent, and when it stops being visible. */
export interface PublicPageEntry {
  memberId: number;
  page: PublicPage;
  /** The response body of GET /api/user/{slug}. */
  json: Uint8Array;
  /** The subscription's end as epoch milliseconds. */
  visibleUntil: number;
}

/** Reads a visible distributor page (approved, subscription running) in one query, whatever its amount of content. */
export abstract class PublicPageReader {
  abstract findVisibleBySlug(slug: string): Promise<VisiblePage | null>;
  /** Which of these product ids exist in the catalogue. */
  abstract existingProductIds(ids: number[]): Promise<number[]>;
}

/** What a change to a page looks like to the cache: the member whose page changed, or every page (notices may have been missed). */
export type PublicPageChange = { memberId: number } | 'all';

/**
 * Tells this process when a distributor's public page changes, whichever instance or statement changed it.
 * While `live` is false, changes may go unnoticed, so pages must not be served from memory.
 */
export abstract class PublicPageChanges {
  abstract get live(): boolean;
  abstract subscribe(listener: (change: PublicPageChange) => void): void;
}
