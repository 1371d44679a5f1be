import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** The customer's view of their order: status, lines, history and the seller's chat; no customer details. */
export type OrderTracking = ApiSchema<'OrderTrackingDto'>;

/** GET /api/orders/{reference}?t={token}: 404 for a wrong token or an unknown reference alike. */
export const orderTrackingQueryOptions = (reference: string, token: string) =>
  queryOptions({
    queryKey: ['order-tracking', reference, token],
    queryFn: () => api<OrderTracking>(paths.api.orderTracking(reference, token)),
    retry: false,
  });

export const useOrderTracking = (reference: string, token: string) =>
  useQuery({ ...orderTrackingQueryOptions(reference, token), enabled: !!token });
