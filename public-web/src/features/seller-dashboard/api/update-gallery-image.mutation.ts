import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { GalleryImageInput } from './create-gallery-image.mutation';
import { GALLERY_KEY, type GalleryImage } from './get-gallery.query';

export const updateGalleryImage = ({ id, ...input }: GalleryImageInput & { id: number }) =>
  api<GalleryImage>(paths.api.galleryImage(id), { method: 'PUT', body: input });

export const useUpdateGalleryImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGalleryImage,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
      queryClient.removeQueries({ queryKey: ['public-page'] });
    },
  });
};
