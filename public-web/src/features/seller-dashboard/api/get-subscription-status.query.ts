import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { SubscriptionStatus } from '../subscription.rules';

export const getSubscriptionStatus = () => api<SubscriptionStatus>(paths.api.subscriptionStatus);

export const subscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: ['subscription-status'], queryFn: getSubscriptionStatus });

export const useSubscriptionStatus = (enabled = true) => useQuery({ ...subscriptionStatusQueryOptions(), enabled });
