import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import type { GalleryImageInput } from './create-gallery-image.mutation';
import { GALLERY_KEY, type GalleryImage } from './get-gallery.query';

export const updateGalleryImage = ({ id, ...input }: GalleryImageInput & { id: number }) =>
  api<GalleryImage>(paths.api.galleryImage(id), { method: 'PUT', body: input });

export const useUpdateGalleryImage = () =>
  useMutation({ mutationFn: updateGalleryImage, meta: { invalidates: [GALLERY_KEY], removes: [PUBLIC_PAGES_KEY] } });
