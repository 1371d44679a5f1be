import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type SellerDashboard = ApiSchema<'SellerDashboardDto'>;

export const DASHBOARD_KEY = ['dashboard'] as const;

export const getDashboard = () => api<SellerDashboard>(paths.api.dashboard);

export const dashboardQueryOptions = () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: getDashboard });

export const useDashboard = (enabled = true) => useQuery({ ...dashboardQueryOptions(), enabled });
