import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import type { ApiSchema } from '../lib/api-types';

export type ProductFeature = ApiSchema<'ProductFeatureDto'>;

export const getProductFeatures = () => api<ProductFeature[]>(paths.api.productFeatures);

export const productFeaturesQueryOptions = () =>
  queryOptions({ queryKey: ['product-features'], queryFn: getProductFeatures });

export const useProductFeatures = () => useQuery(productFeaturesQueryOptions());
