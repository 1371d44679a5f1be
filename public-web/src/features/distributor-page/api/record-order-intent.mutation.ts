import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type OrderIntentItem = ApiSchema<'OrderLineDto'>;

/** POST /api/user/{slug}/order-intent, sent as the chat opens (keepalive): counted, never a promise of sale. */
export const recordOrderIntent = (slug: string, items: OrderIntentItem[]) =>
  api<{ success: boolean }>(paths.api.orderIntent(slug), { method: 'POST', body: { items }, keepalive: true });

export const useRecordOrderIntent = (slug: string) =>
  useMutation({
    mutationFn: (items: OrderIntentItem[]) => recordOrderIntent(slug, items),
    onError: (error) => console.warn('No se pudo registrar el pedido', error),
  });
