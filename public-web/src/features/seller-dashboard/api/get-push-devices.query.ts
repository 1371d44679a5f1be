import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type PushDevice = ApiSchema<'PushDeviceDto'>;
export const PUSH_DEVICES_KEY = ['push-devices'] as const;

export const pushDevicesQueryOptions = () =>
  queryOptions({ queryKey: PUSH_DEVICES_KEY, queryFn: () => api<PushDevice[]>(paths.api.pushSubscriptions) });

/** GET /api/protected/push-subscriptions: the seller's devices with notifications on. */
export const usePushDevices = () => useQuery(pushDevicesQueryOptions());
