import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import type { ApiSchema } from '../lib/api-types';

export type Product = ApiSchema<'ProductDto'>;

export const getProducts = () => api<Product[]>(paths.api.products);

export const productsQueryOptions = () => queryOptions({ queryKey: ['products'], queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());

/** Benefits as bullets: split on new lines or commas, blanks dropped. */
export function benefitList(benefits: string | string[] | null | undefined): string[] {
  const list = Array.isArray(benefits) ? benefits : (benefits ?? '').split(/\r?\n|,/);
  return list.map((b) => b.trim()).filter(Boolean);
}
