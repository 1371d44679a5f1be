import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { SELLER_TESTIMONIALS_KEY } from './get-seller-testimonials.query';

export const deleteTestimonial = (id: number) => api<unknown>(paths.api.sellerTestimonial(id), { method: 'DELETE' });

export const useDeleteTestimonial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: SELLER_TESTIMONIALS_KEY });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
