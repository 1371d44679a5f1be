import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import { updateStoredUser } from '../../../lib/session.store';
import { DASHBOARD_KEY, type SellerDashboard } from './get-dashboard.query';
import type { ApiSchema } from '../../../lib/api-types';

export type ProfileInput = ApiSchema<'UpdateProfileDto'>;

export const updateProfile = (input: ProfileInput) =>
  api<SellerDashboard>(paths.api.profile, { method: 'PUT', body: input });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { removes: [PUBLIC_PAGES_KEY] },
    onSuccess: (dashboard) => {
      queryClient.setQueryData(DASHBOARD_KEY, dashboard);
      updateStoredUser({ photo: dashboard.photo });
    },
  });
};
