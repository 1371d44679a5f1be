import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';

export interface Product {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** Text split on commas or new lines into bullets (SPEC §3). */
  benefits: string | null;
  price: number | string | null;
  minPrice: number | string | null;
  type: string;
}

export const getProducts = () => api<Product[]>(paths.api.products);

export const productsQueryOptions = () => queryOptions({ queryKey: ['products'], queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());

/** Benefits as bullets: split on new lines or commas, blanks dropped. */
export function benefitList(benefits: string | string[] | null | undefined): string[] {
  const list = Array.isArray(benefits) ? benefits : (benefits ?? '').split(/\r?\n|,/);
  return list.map((b) => b.trim()).filter(Boolean);
}
