import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** One row per product: the product's fields plus the seller's customPrice (null when not set). */
export type SellerPrice = ApiSchema<'SellerProductPriceDto'>;

export const PRODUCT_PRICES_KEY = ['seller-product-prices'] as const;

export const getProductPrices = () => api<SellerPrice[]>(paths.api.productPrices);

export const productPricesQueryOptions = () =>
  queryOptions({ queryKey: PRODUCT_PRICES_KEY, queryFn: getProductPrices });

export const useProductPrices = () => useQuery(productPricesQueryOptions());
