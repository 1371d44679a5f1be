import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type SellerOrder = ApiSchema<'OrderDto'>;
export type OrderStatus = SellerOrder['status'];

export const ORDERS_PAGE_SIZE = 50;

/** GET /api/protected/orders: 50 of the seller's orders from `start`, newest first, of one status and/or search. */
export const getOrders = (start: number, status?: OrderStatus, q?: string) =>
  api<SellerOrder[]>(paths.api.sellerOrdersPage(start, { ...(status && { status }), ...(q && { q }) }));

/** The list, 50 at a time: 'Ver más pedidos' loads the next 50 while the last page was full. */
export const useOrders = (status?: OrderStatus, q?: string) =>
  useInfiniteQuery({
    queryKey: ['seller-orders', 'list', status ?? 'all', q ?? ''],
    queryFn: ({ pageParam }) => getOrders(pageParam, status, q),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < ORDERS_PAGE_SIZE ? undefined : pages.length * ORDERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
