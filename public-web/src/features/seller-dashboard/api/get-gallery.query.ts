import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface GalleryImage {
  id: number;
  imageUrl: string;
  title: string | null;
  description: string | null;
}

export const GALLERY_KEY = ['seller-gallery'] as const;

export const getGallery = () => api<GalleryImage[]>(paths.api.gallery);

export const galleryQueryOptions = () => queryOptions({ queryKey: GALLERY_KEY, queryFn: getGallery });

export const useGallery = () => useQuery(galleryQueryOptions());
