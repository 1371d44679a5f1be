import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type OrderOverview = ApiSchema<'SellerOrderOverviewDto'>;

/** GET /api/protected/orders/overview: orders still new (the tab's badge) and this month's sales. */
export const orderOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['seller-orders', 'overview'],
    queryFn: () => api<OrderOverview>(paths.api.sellerOrdersOverview),
  });

export const useOrderOverview = (enabled = true) => useQuery({ ...orderOverviewQueryOptions(), enabled });
