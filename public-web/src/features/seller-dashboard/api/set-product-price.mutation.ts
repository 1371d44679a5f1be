import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import { PRODUCT_PRICES_KEY } from './get-product-prices.query';

/** POST /api/protected/product-prices; a price below the product minimum answers 400. */
export const setProductPrice = (input: { productId: number; price: number }) =>
  api<unknown>(paths.api.productPrices, { method: 'POST', body: input });

export const useSetProductPrice = () =>
  useMutation({
    mutationFn: setProductPrice,
    meta: { invalidates: [PRODUCT_PRICES_KEY], removes: [PUBLIC_PAGES_KEY] },
  });
