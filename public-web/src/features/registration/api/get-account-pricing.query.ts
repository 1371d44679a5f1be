import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AccountPricing } from '../discount-code.rules';

export const getAccountPricing = () => api<AccountPricing>(paths.api.accountPricing);

export const accountPricingQueryOptions = () =>
  queryOptions({ queryKey: ['account-pricing'], queryFn: getAccountPricing });

export const useAccountPricing = () => useQuery(accountPricingQueryOptions());
