import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type AnalyticsDay = ApiSchema<'DailyStatsDto'>;

export const ANALYTICS_DAYS = 30;

export const getAnalytics = (days = ANALYTICS_DAYS) => api<AnalyticsDay[]>(paths.api.analytics(days));

export const analyticsQueryOptions = (days = ANALYTICS_DAYS) =>
  queryOptions({ queryKey: ['analytics', days], queryFn: () => getAnalytics(days) });

export const useAnalytics = (days = ANALYTICS_DAYS) => useQuery(analyticsQueryOptions(days));
