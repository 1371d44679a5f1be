import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY } from './get-dashboard.query';

/** PUT /api/protected/video; an empty URL removes the video. */
export const updateVideo = (sellerProfileVideoUrl: string) => api<unknown>(paths.api.video, { method: 'PUT', body: { sellerProfileVideoUrl } });

export const useUpdateVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
