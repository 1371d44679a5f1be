import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import { SELLER_TESTIMONIALS_KEY } from './get-seller-testimonials.query';

export const deleteTestimonial = (id: number) => api<unknown>(paths.api.sellerTestimonial(id), { method: 'DELETE' });

export const useDeleteTestimonial = () =>
  useMutation({
    mutationFn: deleteTestimonial,
    meta: { invalidates: [SELLER_TESTIMONIALS_KEY], removes: [PUBLIC_PAGES_KEY] },
  });
