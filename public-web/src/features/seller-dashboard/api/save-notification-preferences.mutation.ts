import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { NOTIFICATION_PREFERENCES_KEY, type NotificationPreferences } from './notification-preferences.query';

/** PUT /api/protected/notification-preferences (all four switches). */
export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api<NotificationPreferences>(paths.api.notificationPreferences, { method: 'PUT', body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
};
