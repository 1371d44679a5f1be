import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface SellerDashboard {
  name: string;
  email: string;
  code: string;
  slug: string;
  city: string | null;
  country: string | null;
  whatsapp: string;
  photo: string | null;
  remainingDays: number | null;
  paymentExpiresAt: string | null;
  showFAQ: boolean;
  showPrices: boolean;
  personalMessage: string | null;
  whatsappMessage: string | null;
  sellerProfileVideoUrl: string | null;
  distributorTitle: 'distribuidor' | 'distribuidora';
  visitCount: number;
  whatsappClicks: number;
}

export const DASHBOARD_KEY = ['dashboard'] as const;

export const getDashboard = () => api<SellerDashboard>(paths.api.dashboard);

export const dashboardQueryOptions = () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: getDashboard });

export const useDashboard = (enabled = true) => useQuery({ ...dashboardQueryOptions(), enabled });
