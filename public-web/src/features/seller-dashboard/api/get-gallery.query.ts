import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type GalleryImage = ApiSchema<'GalleryImageDto'>;

export const GALLERY_KEY = ['seller-gallery'] as const;

export const getGallery = () => api<GalleryImage[]>(paths.api.gallery);

export const galleryQueryOptions = () => queryOptions({ queryKey: GALLERY_KEY, queryFn: getGallery });

export const useGallery = () => useQuery(galleryQueryOptions());
