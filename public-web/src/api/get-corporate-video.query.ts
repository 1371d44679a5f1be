import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';

export interface CorporateVideo {
  title: string;
  description: string;
  /** An uploaded file under /uploads/ or a YouTube link (SPEC §3). */
  videoUrl: string | null;
  thumbnailUrl: string | null;
  active: boolean;
}

export const getCorporateVideo = () => api<CorporateVideo | null>(paths.api.corporateVideo);

export const corporateVideoQueryOptions = () => queryOptions({ queryKey: ['corporate-video'], queryFn: getCorporateVideo });

export const useCorporateVideo = () => useQuery(corporateVideoQueryOptions());
