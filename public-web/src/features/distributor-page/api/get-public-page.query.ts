import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import type { ApiSchema } from '../../../lib/api-types';

export type PublicSeller = ApiSchema<'PublicUserDto'>;
export type PublicPage = ApiSchema<'PublicPageDto'>;

/**
 * GET /api/user/{slug}: 404 'Usuario no encontrado' for unknown or inactive codes. Counts a visit, attributed to the
 * link's `src` parameter or to the page that sent the visitor (docs/decisions/1301-seller-analytics.md).
 */
export const getPublicPage = (slug: string) =>
  api<PublicPage>(
    paths.api.publicPage(slug, {
      src: new URLSearchParams(window.location.search).get('src'),
      referrer: document.referrer,
    }),
  );

export const publicPageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: [...PUBLIC_PAGES_KEY, slug.toLowerCase()], queryFn: () => getPublicPage(slug) });

export const usePublicPage = (slug: string) => useQuery(publicPageQueryOptions(slug));
