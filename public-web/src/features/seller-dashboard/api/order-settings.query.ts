import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type OrderSettings = ApiSchema<'OrderSettingsDto'>;

export const orderSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['order-settings'], queryFn: () => api<OrderSettings>(paths.api.sellerOrderSettings) });

/** GET /api/protected/orders/settings: whether new orders are e-mailed. */
export const useOrderSettings = () => useQuery(orderSettingsQueryOptions());
