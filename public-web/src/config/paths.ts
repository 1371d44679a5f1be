import {
  ACCOUNT_PRICING_PATH,
  AUDIENCE_ANNOUNCEMENTS_PATH,
  LEGAL_TEXT_PATH,
  LOGIN_NEXT_PARAM,
  PUBLIC_CONTENT_LISTS,
} from '@multyhealth/rules';

/** Every URL the site uses: its own routes and the API: nothing else writes a URL. */
const enc = encodeURIComponent;

export const paths = {
  home: '/',
  homeAnchor: (id: string) => `/#${id}`,
  register: '/register',
  registerWithRef: (code: string) => `/register?ref=${enc(code)}`,
  login: '/login',
  /** Login, then back to `next` (a /dashboard path: lib/return-path.ts checks it). */
  loginThen: (next: string) => `/login?${LOGIN_NEXT_PARAM}=${enc(next)}`,
  forgotPassword: '/recuperar-contrasena',
  resetPassword: '/restablecer-contrasena',
  registrationStatus: (token: string) => `/registro/${enc(token)}`,
  orderTracking: (reference: string, token: string) => `/pedido/${enc(reference)}?t=${enc(token)}`,
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
    /** `transactionId`: back from the online checkout; the server confirms it before answering. */
    registrationStatus: (token: string, transactionId?: string | null) =>
      transactionId ? `/api/registration/${enc(token)}?id=${enc(transactionId)}` : `/api/registration/${enc(token)}`,
    registrationPayment: (token: string) => `/api/registration/${enc(token)}/payment`,
    subscriptionPayment: (transactionId?: string | null) =>
      transactionId
        ? `/api/protected/subscription/payment?id=${enc(transactionId)}`
        : '/api/protected/subscription/payment',
    registrationProof: (token: string) => `/api/registration/${enc(token)}/proof`,
    accountPricing: ACCOUNT_PRICING_PATH,
    checkDiscountCode: '/api/account-pricing/check-code',
    /** Every public content list (PUBLIC_CONTENT_LISTS in rules/src/public-content.ts): declared there only. */
    ...PUBLIC_CONTENT_LISTS,
    legal: (kind: string) => `${LEGAL_TEXT_PATH}/${enc(kind)}`,
    announcements: (place: { city?: string | null; country?: string | null } = {}) => {
      const query = new URLSearchParams();
      if (place.city) query.set('city', place.city);
      if (place.country) query.set('country', place.country);
      const search = query.toString();
      return search ? `${AUDIENCE_ANNOUNCEMENTS_PATH}?${search}` : AUDIENCE_ANNOUNCEMENTS_PATH;
    },
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
    orders: (slug: string) => `/api/user/${enc(slug)}/orders`,
    /** The page's order form without JavaScript: answers 303 to WhatsApp (or back to the page after − or +). */
    orderForm: (slug: string) => `/api/user/${enc(slug)}/order-form`,
    /** The customer's order page (its private token in `t`). */
    orderTracking: (reference: string, token: string) => `/api/orders/${enc(reference)}?t=${enc(token)}`,
    vcard: (slug: string) => `/api/user/${enc(slug)}/vcard`,
    referrer: (slug: string) => `/api/user/${enc(slug)}/referrer`,
    subscriptionStatus: '/api/user/subscription-status',
    dashboard: '/api/protected/dashboard',
    profile: '/api/protected/profile',
    video: '/api/protected/video',
    changePassword: '/api/protected/change-password',
    analytics: (days: number) => `/api/protected/analytics?days=${days}`,
    referrals: '/api/protected/referrals',
    /** The chat link with one of the seller's own referrals (their number is never in the list). */
    referralChat: (id: number) => `/api/protected/referrals/${id}/whatsapp`,
    analyticsSummary: (days: number) => `/api/protected/analytics/summary?days=${days}`,
    /** The seller's orders, newest first, optionally of one status (simple-rest filter). */
    sellerOrders: (status?: string) =>
      `/api/protected/orders?range=${enc('[0,49]')}${status ? `&filter=${enc(JSON.stringify({ status }))}` : ''}`,
    /** One page of 50 of the seller's orders from `start`, of one status and/or matching `q` (simple-rest). */
    sellerOrdersPage: (start: number, filter: { status?: string; q?: string }) =>
      `/api/protected/orders?range=${enc(JSON.stringify([start, start + 49]))}&filter=${enc(JSON.stringify(filter))}`,
    sellerOrder: (id: number) => `/api/protected/orders/${id}`,
    sellerOrdersOverview: '/api/protected/orders/overview',
    sellerOrderSettings: '/api/protected/orders/settings',
    sellerTestimonials: '/api/protected/testimonials',
    sellerTestimonial: (id: number) => `/api/protected/testimonials/${id}`,
    gallery: '/api/protected/gallery',
    galleryImage: (id: number) => `/api/protected/gallery/${id}`,
    material: '/api/protected/material',
    productPrices: '/api/protected/product-prices',
    upload: '/api/upload',
    consents: '/api/protected/consents',
    myData: '/api/protected/my-data',
    mySponsor: '/api/protected/sponsor',
    account: '/api/protected/account',
    dataRequests: '/api/data-requests',
    pushPublicKey: '/api/push/public-key',
    pushSubscriptions: '/api/protected/push-subscriptions',
    pushSubscriptionByEndpoint: (endpoint: string) => `/api/protected/push-subscriptions?endpoint=${enc(endpoint)}`,
    pushSubscription: (id: number) => `/api/protected/push-subscriptions/${id}`,
    pushTest: '/api/protected/push-subscriptions/test',
    notificationPreferences: '/api/protected/notification-preferences',
  },
} as const;

/** Absolute URL of a path on this site (QR codes, links to share). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
