import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export const SUMMARY_PERIODS = [7, 30, 90] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];

export type AnalyticsSummary = ApiSchema<'AnalyticsSummaryDto'>;

/** GET /api/protected/analytics/summary?days=7|30|90: the caller's own figures for the period. */
export const getAnalyticsSummary = (days: SummaryPeriod) => api<AnalyticsSummary>(paths.api.analyticsSummary(days));

export const analyticsSummaryQueryOptions = (days: SummaryPeriod) =>
  queryOptions({ queryKey: ['analytics-summary', days], queryFn: () => getAnalyticsSummary(days) });

/** The previous period's figures stay on screen while another period loads. */
export const useAnalyticsSummary = (days: SummaryPeriod) =>
  useQuery({ ...analyticsSummaryQueryOptions(days), placeholderData: keepPreviousData });
