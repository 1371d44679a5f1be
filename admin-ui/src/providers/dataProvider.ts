import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import type { ApiSchema } from '../lib/api-types';
import { saveToken } from './session';
import {
  ADMIN_API_URL,
  API_URL,
  downloadFile,
  httpClient as defaultHttpClient,
  uploadImage as defaultUploadImage,
  uploadVideo,
  type HttpClient,
} from './httpClient';

/** GET /api/admin/users-near-expiration: expired members are included (remainingDays ≤ 0). */
export type ExpiringMember = ApiSchema<'SubscriberDto'>;
export type AdminDashboard = ApiSchema<'AdminDashboardDto'>;
export type PageRanking = ApiSchema<'PageRankingDto'>;
/** paymentInstructions null: the e-mail uses the server's PAYMENT_INSTRUCTIONS (defaultPaymentInstructions). */
export type AccountPricing = ApiSchema<'AccountPricingDto'>;
export type CorporateVideo = ApiSchema<'CorporateVideoDto'>;
export type MigrationResult = ApiSchema<'MigrationResponseDto'>;
export type PasswordChange = ApiSchema<'AdminChangePasswordDto'>;

/** The admin actions beyond CRUD, called through useDataProvider so 401/403 handling applies. */
export interface AdminActions {
  dashboard(): Promise<AdminDashboard>;
  approveUser(id: Identifier, password: string): Promise<{ data: RaRecord }>;
  rejectUser(id: Identifier): Promise<{ data: RaRecord }>;
  usersNearExpiration(days: number): Promise<ExpiringMember[]>;
  /** One more year, only while the expiry is still the one the administrator saw (else 409, nothing changed). */
  renewUser(id: Identifier, expectedExpiresAt: string | null): Promise<ApiSchema<'RenewedSubscriberDto'>>;
  /**
   * GET /api/admin/{resource}/export (users, orders, payments, audit-log): every row matching the filter, as the
   * server's CSV. The audit log ignores the sort and lists the newest entries first.
   */
  exportCsv(
    resource: string,
    filter: Record<string, unknown>,
    sort: { field: string; order: string },
    fileName: string,
  ): Promise<void>;
  orderFigures(): Promise<ApiSchema<'BusinessOrderFiguresDto'>>;
  /** A member's page content for moderation: 'testimonials', 'gallery' or 'prices'. */
  memberContent<T = RaRecord>(id: Identifier, kind: 'testimonials' | 'gallery' | 'prices'): Promise<T[]>;
  /** Removes one item of a member's page: 'photo', 'video', 'testimonials/7', 'gallery/3', 'prices/2'. */
  removeFromMemberPage(id: Identifier, item: string): Promise<unknown>;
  cleanupFiles(): Promise<ApiSchema<'CleanupResultDto'>>;
  migrateImages(): Promise<MigrationResult>;
  /** Whether 'Iniciar migración' can run (a cloud image host is configured), and the reason when not. */
  migrationAvailability(): Promise<ApiSchema<'MigrationAvailabilityDto'>>;
  /** Stores the fresh token the answer carries: the change ends every earlier session, this one included. */
  changePassword(body: PasswordChange): Promise<ApiSchema<'PasswordChangedDto'>>;
  getAccountPricing(): Promise<AccountPricing>;
  updateAccountPricing(body: ApiSchema<'UpdateAccountPricingDto'>): Promise<AccountPricing>;
  getCorporateVideo(): Promise<CorporateVideo | null>;
  updateCorporateVideo(body: ApiSchema<'CorporateVideoInputDto'>): Promise<CorporateVideo>;
  uploadImage(file: File): Promise<ApiSchema<'UploadedImageDto'>>;
  uploadVideo: typeof uploadVideo;
}

export type AdminDataProvider = DataProvider & AdminActions;

/** An image input's value: the stored url, or react-admin's `{ rawFile, src, title }` for a newly chosen file. */
type ImageValue = string | null | undefined | { rawFile?: File; src?: string };

export async function resolveImage(
  value: ImageValue,
  upload: (file: File) => Promise<{ url: string }>,
): Promise<string | null> {
  if (!value) return null;
  if (typeof value === 'string') return value;
  if (value.rawFile instanceof File) return (await upload(value.rawFile)).url;
  return value.src ?? null;
}

/** Announcement payload: mediaType decides which of image/videoUrl is kept; the target keeps only its own field. */
export function normalizeAnnouncement<T extends Record<string, unknown>>(data: T): T {
  const out: Record<string, unknown> = { ...data };
  if (out.mediaType === 'image') out.videoUrl = null;
  if (out.mediaType === 'video') out.image = null;
  if (out.targetType !== 'city') out.targetCity = null;
  if (out.targetType !== 'country') out.targetCountry = null;
  return out as T;
}

/** Team images come back with isActive and are sent as active. */
export function normalizeTeamImage<T extends Record<string, unknown>>(data: T): T {
  const { isActive, ...rest } = data;
  return { ...rest, active: rest.active ?? isActive ?? true } as unknown as T;
}

/** Feature payload: empty benefits and ingredients are dropped; ingredients only exist for Multydrink. */
export function normalizeFeature<T extends Record<string, unknown>>(data: T): T {
  const clean = (list: unknown) =>
    Array.isArray(list) ? list.map((item) => (typeof item === 'string' ? item.trim() : '')).filter(Boolean) : [];
  return {
    ...data,
    benefits: clean(data.benefits),
    ingredients: data.productType === 'multydrink' ? clean(data.ingredients) : [],
  };
}

/** Image fields per resource: a new file is uploaded first, then the record is saved with the returned url. */
export const IMAGE_FIELDS: Record<string, string[]> = {
  products: ['image'],
  announcements: ['image'],
  'product-features': ['imageUrl'],
  'team-images': ['imageUrl'],
  testimonials: ['photo'],
  material: ['fileUrl'],
};

export function createDataProvider(
  http: HttpClient = defaultHttpClient,
  upload: (file: File) => Promise<ApiSchema<'UploadedImageDto'>> = defaultUploadImage,
): AdminDataProvider {
  const simpleRest = simpleRestProvider(ADMIN_API_URL, http);
  // A save names the version it was loaded at: another administrator's change in between gives 409 (If-Match).
  const base: DataProvider = {
    ...simpleRest,
    update: (resource, params) => {
      const version = params.previousData?.updatedAt;
      const headers = new Headers({ Accept: 'application/json' });
      if (typeof version === 'string' && version) headers.set('If-Match', `"${version}"`);
      return http(`${ADMIN_API_URL}/${resource}/${encodeURIComponent(params.id)}`, {
        method: 'PUT',
        body: JSON.stringify(params.data),
        headers,
      }).then(({ json }) => ({ data: json }));
    },
  };
  const json = (url: string, method = 'GET', body?: unknown) =>
    http(url, { method, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json);

  const actions: AdminActions = {
    dashboard: () => json(`${ADMIN_API_URL}/dashboard`),
    approveUser: async (id, password) => ({
      data: await json(`${ADMIN_API_URL}/users/${encodeURIComponent(id)}/approve`, 'PUT', { password }),
    }),
    rejectUser: async (id) => ({ data: await json(`${ADMIN_API_URL}/users/${encodeURIComponent(id)}/reject`, 'PUT') }),
    usersNearExpiration: (days) => json(`${ADMIN_API_URL}/users-near-expiration?days=${encodeURIComponent(days)}`),
    renewUser: (id, expectedExpiresAt) =>
      json(`${ADMIN_API_URL}/renew-user/${encodeURIComponent(id)}`, 'POST', { expectedExpiresAt }),
    exportCsv: (resource, filter, sort, fileName) => {
      const query = new URLSearchParams({
        filter: JSON.stringify(filter),
        sort: JSON.stringify([sort.field, sort.order]),
      });
      return downloadFile(`${ADMIN_API_URL}/${resource}/export?${query}`, `${fileName}.csv`);
    },
    orderFigures: () => json(`${ADMIN_API_URL}/orders/figures`),
    memberContent: (id, kind) => json(`${ADMIN_API_URL}/users/${encodeURIComponent(id)}/${kind}`, 'GET'),
    removeFromMemberPage: (id, item) => json(`${ADMIN_API_URL}/users/${encodeURIComponent(id)}/${item}`, 'DELETE'),
    cleanupFiles: () => json(`${ADMIN_API_URL}/cleanup-files`, 'POST'),
    migrateImages: () => json(`${ADMIN_API_URL}/migrate-all-images`, 'POST'),
    migrationAvailability: () => json(`${ADMIN_API_URL}/migrate-all-images`),
    changePassword: async (body) => {
      const result = await json(`${ADMIN_API_URL}/change-password`, 'POST', body);
      if (typeof result?.token === 'string') saveToken(result.token);
      return result;
    },
    getAccountPricing: () => json(`${API_URL}/account-pricing`),
    updateAccountPricing: (body) => json(`${API_URL}/account-pricing`, 'POST', body),
    getCorporateVideo: () => json(`${ADMIN_API_URL}/corporate-video`),
    updateCorporateVideo: (body) => json(`${ADMIN_API_URL}/corporate-video`, 'PUT', body),
    uploadImage: upload,
    uploadVideo,
  };

  const withUploads = Object.entries(IMAGE_FIELDS).map(([resource, fields]) => ({
    resource,
    beforeSave: async (data: Record<string, unknown>) => {
      const out = { ...data };
      for (const field of fields) out[field] = await resolveImage(out[field] as ImageValue, upload);
      if (resource === 'announcements') return normalizeAnnouncement(out);
      if (resource === 'product-features') return normalizeFeature(out);
      if (resource === 'team-images') return normalizeTeamImage(out);
      if (resource === 'material' && out.kind === 'texto') out.fileUrl = null;
      return out;
    },
  }));

  return { ...withLifecycleCallbacks(base, withUploads), ...actions };
}

export const dataProvider = createDataProvider();
