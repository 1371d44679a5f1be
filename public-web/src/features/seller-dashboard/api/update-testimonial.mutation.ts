import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import type { TestimonialInput } from './create-testimonial.mutation';
import { SELLER_TESTIMONIALS_KEY, type SellerTestimonial } from './get-seller-testimonials.query';

export const updateTestimonial = ({ id, ...input }: TestimonialInput & { id: number }) =>
  api<SellerTestimonial>(paths.api.sellerTestimonial(id), { method: 'PUT', body: input });

export const useUpdateTestimonial = () =>
  useMutation({
    mutationFn: updateTestimonial,
    meta: { invalidates: [SELLER_TESTIMONIALS_KEY], removes: [PUBLIC_PAGES_KEY] },
  });
