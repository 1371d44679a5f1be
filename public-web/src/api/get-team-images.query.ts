import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import type { ApiSchema } from '../lib/api-types';

export type TeamImage = ApiSchema<'TeamImageDto'>;

export const getTeamImages = () => api<TeamImage[]>(paths.api.teamImages);

export const teamImagesQueryOptions = () => queryOptions({ queryKey: ['team-images'], queryFn: getTeamImages });

export const useTeamImages = () => useQuery(teamImagesQueryOptions());
