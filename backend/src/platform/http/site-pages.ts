import type { CreatorCredit } from '@multyhealth/rules';

/** What a link preview of /u/{slug} needs; PublicPageService.peek() provides it (a visit is not counted). */
export interface SellerPreviewSource {
  peek(slug: string): Promise<{
    user: {
      name: string;
      code: string;
      city: string | null;
      country: string | null;
      photo: string | null;
      personalMessage: string | null;
      distributorTitle?: string;
    };
  }>;
}

/** What the public site's pages are completed with. */
export interface PublicPagesOptions {
  /** Absolute origin for Open Graph URLs (PUBLIC_URL). */
  publicUrl: string;
  /** The company WhatsApp number the public site links to (COMPANY_WHATSAPP). */
  companyWhatsapp?: string;
  /** 'Página creada por' (CREATOR_NAME, CREATOR_URL): index.html's meta tags, read by the browser's footers. */
  creator?: CreatorCredit;
  sellerPreviews?: SellerPreviewSource;
  /** Whether /registro/{token} is a registration's link; RegistrationStatusService.view() throws NotFoundError if not. */
  registrationLinks?: { view(token: string): Promise<unknown> };
  /** The customer's order page (OrderTrackingService.view() throws NotFoundError for a wrong token or reference). */
  orderTracking?: { view(reference: string, token: unknown): Promise<unknown> };
  /** Whether a password link works (PasswordResetService.inspect() throws ValidationError if not), within a budget. */
  passwordLinks?: {
    inspect(token: string): Promise<{ purpose: 'password-reset' | 'welcome'; expiresAt: Date }>;
    checks: { allow(address: string): Promise<boolean> };
  };
}

export interface Page {
  status: 200 | 404;
  html: string;
  /** A page for one person (an applicant's registration): no copy is kept anywhere, by the browser or the server. */
  private?: true;
  /** Headers of this page alone (the customer's order page: no referrer, not indexed). */
  headers?: Record<string, string>;
}
