import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import { GALLERY_KEY } from './get-gallery.query';

export const deleteGalleryImage = (id: number) => api<unknown>(paths.api.galleryImage(id), { method: 'DELETE' });

export const useDeleteGalleryImage = () =>
  useMutation({ mutationFn: deleteGalleryImage, meta: { invalidates: [GALLERY_KEY], removes: [PUBLIC_PAGES_KEY] } });
