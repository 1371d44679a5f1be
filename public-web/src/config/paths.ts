/** Every URL the site uses: its own routes and the API: nothing else writes a URL. */
const enc = encodeURIComponent;

export const paths = {
  home: '/',
  homeAnchor: (id: string) => `/#${id}`,
  register: '/register',
  registerWithRef: (code: string) => `/register?ref=${enc(code)}`,
  login: '/login',
  forgotPassword: '/recuperar-contrasena',
  resetPassword: '/restablecer-contrasena',
  registrationStatus: (token: string) => `/registro/${enc(token)}`,
  dashboard: '/dashboard',
  admin: '/admin',
  terms: '/terminos',
  privacy: '/privacidad',
  distributor: (slug: string) => `/u/${enc(slug)}`,
  images: {
    hero: '/images/hero.webp',
    featurePlaceholder: '/images/features/placeholder.webp',
    galleryFallback: '/images/gallery/fallback.webp',
  },
  api: {
    login: '/api/login',
    register: '/api/register',
    passwordReset: '/api/password-reset',
    passwordResetConfirm: '/api/password-reset/confirm',
    passwordLinkCheck: '/api/password-reset/check',
    registrationStatus: (token: string) => `/api/registration/${enc(token)}`,
    registrationProof: (token: string) => `/api/registration/${enc(token)}/proof`,
    accountPricing: '/api/account-pricing',
    checkDiscountCode: '/api/account-pricing/check-code',
    products: '/api/products',
    productFeatures: '/api/product-features',
    testimonials: '/api/testimonials',
    teamImages: '/api/team-images',
    faq: '/api/faq',
    legal: (kind: string) => `/api/legal/${enc(kind)}`,
    corporateVideo: '/api/corporate-video',
    announcements: (place: { city?: string | null; country?: string | null } = {}) => {
      const query = new URLSearchParams();
      if (place.city) query.set('city', place.city);
      if (place.country) query.set('country', place.country);
      const search = query.toString();
      return search ? `/api/announcements?${search}` : '/api/announcements';
    },
    announcementsAll: '/api/announcements/all',
    /** Counts a visit; `src` of the shared link and the page's referrer say where it came from. */
    publicPage: (slug: string, visit: { src?: string | null; referrer?: string } = {}) => {
      const query = new URLSearchParams();
      if (visit.src) query.set('src', visit.src.slice(0, 40));
      if (visit.referrer) query.set('referrer', visit.referrer.slice(0, 300));
      const search = query.toString();
      return search ? `/api/user/${enc(slug)}?${search}` : `/api/user/${enc(slug)}`;
    },
    whatsappClick: (slug: string) => `/api/user/${enc(slug)}/whatsapp-click`,
    socialClick: (slug: string) => `/api/user/${enc(slug)}/social-click`,
    orderIntent: (slug: string) => `/api/user/${enc(slug)}/order-intent`,
    vcard: (slug: string) => `/api/user/${enc(slug)}/vcard`,
    referrer: (slug: string) => `/api/user/${enc(slug)}/referrer`,
    subscriptionStatus: '/api/user/subscription-status',
    dashboard: '/api/protected/dashboard',
    profile: '/api/protected/profile',
    video: '/api/protected/video',
    changePassword: '/api/protected/change-password',
    analytics: (days: number) => `/api/protected/analytics?days=${days}`,
    referrals: '/api/protected/referrals',
    analyticsSummary: (days: number) => `/api/protected/analytics/summary?days=${days}`,
    sellerTestimonials: '/api/protected/testimonials',
    sellerTestimonial: (id: number) => `/api/protected/testimonials/${id}`,
    gallery: '/api/protected/gallery',
    galleryImage: (id: number) => `/api/protected/gallery/${id}`,
    material: '/api/protected/material',
    productPrices: '/api/protected/product-prices',
    upload: '/api/upload',
  },
} as const;

/** Absolute URL of a path on this site (QR codes, links to share). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
