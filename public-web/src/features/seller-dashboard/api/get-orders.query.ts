import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type SellerOrder = ApiSchema<'OrderDto'>;
export type OrderStatus = SellerOrder['status'];

/** GET /api/protected/orders: the newest 50 of the seller's orders, of one status or all. */
export const getOrders = (status?: OrderStatus) => api<SellerOrder[]>(paths.api.sellerOrders(status));

export const ordersQueryOptions = (status?: OrderStatus) =>
  queryOptions({ queryKey: ['seller-orders', status ?? 'all'], queryFn: () => getOrders(status) });

export const useOrders = (status?: OrderStatus) =>
  useQuery({ ...ordersQueryOptions(status), placeholderData: keepPreviousData });
