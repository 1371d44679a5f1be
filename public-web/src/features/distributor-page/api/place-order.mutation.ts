import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type OrderRequest = ApiSchema<'CreateOrderDto'>;
export type PlacedOrder = ApiSchema<'PlacedOrderDto'>;

/** POST /api/user/{slug}/orders: the order with its reference, and the chat link that carries it. */
export const placeOrder = (slug: string, order: OrderRequest) =>
  api<PlacedOrder>(paths.api.orders(slug), { method: 'POST', body: order });

export const usePlaceOrder = (slug: string) =>
  useMutation({ mutationFn: (order: OrderRequest) => placeOrder(slug, order) });
