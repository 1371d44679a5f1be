import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type Referrer = ApiSchema<'ReferrerDto'>;

export const getReferrer = (code: string) => api<Referrer>(paths.api.referrer(code));

export const referrerQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['referrer', code.toLowerCase()], queryFn: () => getReferrer(code) });

/** The inviting distributor's name; an unknown or inactive code answers 404 (the server ignores it too). */
export const useReferrer = (code: string | null | undefined) =>
  useQuery({ ...referrerQueryOptions(code ?? ''), enabled: Boolean(code) });
