import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type NotificationPreferences = ApiSchema<'NotificationPreferencesDto'>;
export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: () => api<NotificationPreferences>(paths.api.notificationPreferences),
  });

/** GET /api/protected/notification-preferences: the four switches. */
export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
