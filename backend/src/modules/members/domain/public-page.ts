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

/** Reads a visible distributor page (approved, subscription running) in a constant number of queries. */
export abstract class PublicPageReader {
  abstract findVisibleBySlug(slug: string): Promise<PublicPage | null>;
}
