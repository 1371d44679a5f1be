import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { GALLERY_KEY } from './get-gallery.query';

export const deleteGalleryImage = (id: number) => api<unknown>(paths.api.galleryImage(id), { method: 'DELETE' });

export const useDeleteGalleryImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
