import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { GALLERY_KEY, type GalleryImage } from './get-gallery.query';

export interface GalleryImageInput {
  imageUrl: string;
  title: string;
  description: string;
}

export const createGalleryImage = (input: GalleryImageInput) => api<GalleryImage>(paths.api.gallery, { method: 'POST', body: input });

export const useCreateGalleryImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGalleryImage,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
