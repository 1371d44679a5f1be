import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { SELLER_TESTIMONIALS_KEY, type SellerTestimonial } from './get-seller-testimonials.query';

export interface TestimonialInput {
  name: string;
  city: string;
  videoUrl: string;
  message: string;
  rating: number;
}

export const createTestimonial = (input: TestimonialInput) => api<SellerTestimonial>(paths.api.sellerTestimonials, { method: 'POST', body: input });

export const useCreateTestimonial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: SELLER_TESTIMONIALS_KEY });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
