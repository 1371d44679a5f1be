import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import { DASHBOARD_KEY } from './get-dashboard.query';

/** PUT /api/protected/video; an empty URL removes the video. */
export const updateVideo = (sellerProfileVideoUrl: string) =>
  api<unknown>(paths.api.video, { method: 'PUT', body: { sellerProfileVideoUrl } });

export const useUpdateVideo = () =>
  useMutation({ mutationFn: updateVideo, meta: { invalidates: [DASHBOARD_KEY], removes: [PUBLIC_PAGES_KEY] } });
