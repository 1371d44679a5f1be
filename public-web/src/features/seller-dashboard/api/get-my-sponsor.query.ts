import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** Who invited the member (name only); `sponsorDeleted` when that person deleted their account. */
export type MySponsor = ApiSchema<'MySponsorDto'>;

export const useMySponsor = () =>
  useQuery({ queryKey: ['my-sponsor'], queryFn: () => api<MySponsor>(paths.api.mySponsor) });
