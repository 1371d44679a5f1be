import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { PUBLIC_PAGES_KEY } from '../../../lib/query-client';
import { GALLERY_KEY, type GalleryImage } from './get-gallery.query';
import type { ApiSchema } from '../../../lib/api-types';

export type GalleryImageInput = ApiSchema<'GalleryImageInputDto'>;

export const createGalleryImage = (input: GalleryImageInput) =>
  api<GalleryImage>(paths.api.gallery, { method: 'POST', body: input });

export const useCreateGalleryImage = () =>
  useMutation({ mutationFn: createGalleryImage, meta: { invalidates: [GALLERY_KEY], removes: [PUBLIC_PAGES_KEY] } });
