import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';
import { subscribeThisDevice } from '../push-device.rules';
import { PUSH_DEVICES_KEY, type PushDevice } from './get-push-devices.query';

type PublicKey = ApiSchema<'PushPublicKeyDto'>;

/**
 * GET /api/push/public-key, then the browser's subscription (PushManager.subscribe), then
 * POST /api/protected/push-subscriptions with it.
 */
async function addPushDevice(registration: ServiceWorkerRegistration): Promise<PushDevice> {
  const { publicKey } = await api<PublicKey>(paths.api.pushPublicKey);
  const subscription = await subscribeThisDevice(registration, publicKey);
  return api<PushDevice>(paths.api.pushSubscriptions, { method: 'POST', body: subscription.toJSON() });
}

export const useAddPushDevice = () =>
  useMutation({ mutationFn: addPushDevice, meta: { invalidates: [PUSH_DEVICES_KEY] } });
