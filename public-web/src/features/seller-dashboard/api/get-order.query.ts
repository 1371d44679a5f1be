import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { SellerOrder } from './get-orders.query';

/** GET /api/protected/orders/{id}: the order a notification links to (/dashboard?tab=orders&order={id}). */
export const useOrder = (id: number | null) =>
  useQuery({
    queryKey: ['seller-orders', 'one', id],
    queryFn: () => api<SellerOrder>(paths.api.sellerOrder(id!)),
    enabled: id !== null,
    retry: false,
  });
