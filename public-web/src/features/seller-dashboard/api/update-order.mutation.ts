import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';
import type { SellerOrder } from './get-orders.query';

export type OrderChange = ApiSchema<'UpdateOrderDto'>;

/** PUT /api/protected/orders/{id}: one status step (or the customer's details); the lists and counts refresh. */
export const updateOrder = (id: number, change: OrderChange) =>
  api<SellerOrder>(paths.api.sellerOrder(id), { method: 'PUT', body: change });

export const useUpdateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: OrderChange }) => updateOrder(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['seller-orders'] }),
  });
};
