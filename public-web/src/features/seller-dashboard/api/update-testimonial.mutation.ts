import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { TestimonialInput } from './create-testimonial.mutation';
import { SELLER_TESTIMONIALS_KEY, type SellerTestimonial } from './get-seller-testimonials.query';

export const updateTestimonial = ({ id, ...input }: TestimonialInput & { id: number }) =>
  api<SellerTestimonial>(paths.api.sellerTestimonial(id), { method: 'PUT', body: input });

export const useUpdateTestimonial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: SELLER_TESTIMONIALS_KEY });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
