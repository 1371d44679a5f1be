import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type SellerTestimonial = ApiSchema<'TestimonialDto'>;

export const SELLER_TESTIMONIALS_KEY = ['seller-testimonials'] as const;

export const getSellerTestimonials = () => api<SellerTestimonial[]>(paths.api.sellerTestimonials);

export const sellerTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: SELLER_TESTIMONIALS_KEY, queryFn: getSellerTestimonials });

export const useSellerTestimonials = (enabled = true) => useQuery({ ...sellerTestimonialsQueryOptions(), enabled });
