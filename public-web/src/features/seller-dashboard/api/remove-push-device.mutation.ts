import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUSH_DEVICES_KEY } from './get-push-devices.query';

/**
 * DELETE /api/protected/push-subscriptions/{id}; for this very phone, also ends the browser's subscription first,
 * so the phone stops receiving at once.
 */
async function removePushDevice({ id, subscription }: { id: number; subscription?: PushSubscription | null }) {
  if (subscription) {
    await subscription.unsubscribe().catch(() => false);
    await api<unknown>(paths.api.pushSubscriptionByEndpoint(subscription.endpoint), { method: 'DELETE' });
  }
  await api<unknown>(paths.api.pushSubscription(id), { method: 'DELETE' }).catch((error: { status?: number }) => {
    if (error.status !== 404) throw error;
  });
}

export const useRemovePushDevice = () =>
  useMutation({ mutationFn: removePushDevice, meta: { invalidates: [PUSH_DEVICES_KEY] } });
