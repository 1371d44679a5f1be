import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';
import type { SellerOrder } from './get-orders.query';

export type OrderChange = ApiSchema<'UpdateOrderDto'>;

/** PUT /api/protected/orders/{id}: one status step, its undo, or the customer's details. */
export const updateOrder = (id: number, change: OrderChange) =>
  api<SellerOrder>(paths.api.sellerOrder(id), { method: 'PUT', body: change });

/** Every figure a status change moves: the lists, the badge and 'Ventas del mes', and the Resumen's figures. */
export const useUpdateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: OrderChange }) => updateOrder(id, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['seller-orders'] }),
        queryClient.invalidateQueries({ queryKey: ['analytics-summary'] }),
      ]),
  });
};
