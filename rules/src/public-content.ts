/**
 * The public content lists the landing and the distributors' pages show, by name, with the API path that answers each.
 * Declared once: the backend's PublicContentController answers one method per entry, the server render loads them
 * into the page, and the public site has one query per entry (the compiler checks all three against this list).
 */
export const PUBLIC_CONTENT_LISTS = {
  products: '/api/products',
  productFeatures: '/api/product-features',
  testimonials: '/api/testimonials',
  teamImages: '/api/team-images',
  faq: '/api/faq',
  corporateVideo: '/api/corporate-video',
  announcementsAll: '/api/announcements/all',
} as const;

export type PublicContentList = keyof typeof PUBLIC_CONTENT_LISTS;

export const PUBLIC_CONTENT_LIST_NAMES = Object.keys(PUBLIC_CONTENT_LISTS) as PublicContentList[];

/** A legal text by its kind (`terminos`, `privacidad`): the legal pages are rendered on the server from it too. */
export const LEGAL_TEXT_PATH = '/api/legal';

/** The registration price a visitor sees (the register page is rendered on the server with it). */
export const ACCOUNT_PRICING_PATH = '/api/account-pricing';

/** The announcements for one audience: `?city=` and `?country=` narrow them (a distributor's page). */
export const AUDIENCE_ANNOUNCEMENTS_PATH = '/api/announcements';
