import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import { SELLER_TESTIMONIALS_KEY, type SellerTestimonial } from './get-seller-testimonials.query';
import type { ApiSchema } from '../../../lib/api-types';

export type TestimonialInput = ApiSchema<'TestimonialInputDto'>;

export const createTestimonial = (input: TestimonialInput) =>
  api<SellerTestimonial>(paths.api.sellerTestimonials, { method: 'POST', body: input });

export const useCreateTestimonial = () =>
  useMutation({
    mutationFn: createTestimonial,
    meta: { invalidates: [SELLER_TESTIMONIALS_KEY], removes: [PUBLIC_PAGES_KEY] },
  });
