import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface PublicSeller {
  name: string;
  code: string;
  city: string | null;
  country: string | null;
  photo: string | null;
  whatsapp: string;
  whatsappMessage: string | null;
  personalMessage: string | null;
  showPrices: boolean;
  showFAQ: boolean;
  sellerProfileVideoUrl: string | null;
  /** Absent in pages embedded by an older server. */
  distributorTitle?: 'distribuidor' | 'distribuidora';
}

export interface PublicPage {
  user: PublicSeller;
  testimonials: { id: number; name: string; city: string | null; videoUrl: string | null; photo: string | null; message: string; rating: number; createdAt?: string }[];
  userProductPrices: { productId: number; customPrice: number | string }[];
  galleryImages: { id: number; imageUrl: string; title: string | null; description: string | null }[];
}

/** GET /api/user/{slug}: 404 'Usuario no encontrado' for unknown or inactive codes. Counts a visit. */
export const getPublicPage = (slug: string) => api<PublicPage>(paths.api.publicPage(slug));

export const publicPageQueryOptions = (slug: string) => queryOptions({ queryKey: ['public-page', slug.toLowerCase()], queryFn: () => getPublicPage(slug) });

/**
 * The page the server embedded in the HTML of /u/{slug} (web-assets.ts), used once: it lets the hero render without
 * waiting for the API, which is still asked (that request counts the visit).
 */
export function takeEmbeddedPage(slug: string): PublicPage | undefined {
  const element = document.getElementById('mh-page-data');
  if (element) {
    element.remove();
    try {
      embedded = JSON.parse(element.textContent ?? '') as PublicPage;
    } catch {
      embedded = undefined;
    }
  }
  return embedded?.user?.code?.toLowerCase() === slug.toLowerCase() ? embedded : undefined;
}

let embedded: PublicPage | undefined;

export const usePublicPage = (slug: string, embedded?: PublicPage) =>
  useQuery({ ...publicPageQueryOptions(slug), ...(embedded ? { initialData: embedded, initialDataUpdatedAt: 0, staleTime: 0 } : {}) });
