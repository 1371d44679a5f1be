import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { OrderSettings } from './order-settings.query';

/** PUT /api/protected/orders/settings. */
export const useSaveOrderSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrderSettings) =>
      api<OrderSettings>(paths.api.sellerOrderSettings, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(['order-settings'], saved),
  });
};
