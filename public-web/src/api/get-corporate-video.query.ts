import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import type { ApiSchema } from '../lib/api-types';

export type CorporateVideo = ApiSchema<'CorporateVideoDto'>;

export const getCorporateVideo = () => api<CorporateVideo | null>(paths.api.corporateVideo);

export const corporateVideoQueryOptions = () =>
  queryOptions({ queryKey: ['corporate-video'], queryFn: getCorporateVideo });

export const useCorporateVideo = () => useQuery(corporateVideoQueryOptions());
