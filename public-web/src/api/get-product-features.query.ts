import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';

export interface ProductFeature {
  id: number;
  productType: 'multydrink' | 'multytest' | string;
  title: string;
  description: string;
  benefits: string[] | null;
  ingredients: string[] | null;
  imageUrl: string | null;
  videoUrl: string | null;
  videoTitle: string | null;
  order: number;
  active?: boolean;
}

export const getProductFeatures = () => api<ProductFeature[]>(paths.api.productFeatures);

export const productFeaturesQueryOptions = () => queryOptions({ queryKey: ['product-features'], queryFn: getProductFeatures });

export const useProductFeatures = () => useQuery(productFeaturesQueryOptions());
