/** What anyone may see of a distributor (SPEC §3 'Public page response'): never e-mail, status or sponsor. */
export interface PublicPage {
  /** Internal: used to record analytics, removed before the page is sent. */
  memberId: number;
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
    distributorTitle: 'distribuidor' | 'distribuidora';
  };
  testimonials: {
    id: number;
    name: string;
    city: string;
    videoUrl: string | null;
    photo: string | null;
    message: string;
    rating: number;
    createdAt: string;
  }[];
  userProductPrices: { productId: number; customPrice: number }[];
  galleryImages: { id: number; imageUrl: string; title: string; description: string }[];
}

/** A visit to record with the page read; `exceptMemberId` is the viewer, whose views of their own page do not count. */
export interface VisitToRecord {
  userAgent?: string;
  ip?: string;
  exceptMemberId: number | null;
}

/** Reads a visible distributor page (approved, subscription running) in one query, whatever its amount of content. */
export abstract class PublicPageReader {
  abstract findVisibleBySlug(slug: string): Promise<PublicPage | null>;
  /** The same page, recording the visit in the same statement (one round trip for the hottest request). */
  abstract viewVisibleBySlug(slug: string, visit: VisitToRecord): Promise<PublicPage | null>;
}
