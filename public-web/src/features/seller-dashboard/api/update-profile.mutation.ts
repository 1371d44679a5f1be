import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session.store';
import { DASHBOARD_KEY, type SellerDashboard } from './get-dashboard.query';

export interface ProfileInput {
  city: string;
  whatsapp: string;
  personalMessage: string;
  whatsappMessage: string;
  showFAQ: boolean;
  showPrices: boolean;
  photo: string;
  distributorTitle: 'distribuidor' | 'distribuidora';
}

export const updateProfile = (input: ProfileInput) => api<SellerDashboard>(paths.api.profile, { method: 'PUT', body: input });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (dashboard) => {
      queryClient.setQueryData(DASHBOARD_KEY, dashboard);
      updateStoredUser({ photo: dashboard.photo });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
