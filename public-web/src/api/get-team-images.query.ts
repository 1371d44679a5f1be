import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';

export interface TeamImage {
  id: number;
  imageUrl: string;
  title: string | null;
  description: string | null;
  order: number;
}

export const getTeamImages = () => api<TeamImage[]>(paths.api.teamImages);

export const teamImagesQueryOptions = () => queryOptions({ queryKey: ['team-images'], queryFn: getTeamImages });

export const useTeamImages = () => useQuery(teamImagesQueryOptions());
