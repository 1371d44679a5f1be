import type { PasswordLinkCheck } from '@multyhealth/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api, ApiError } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type PasswordLink = ApiSchema<'PasswordLinkDto'>;

/**
 * Whether the e-mailed link still works, what it is for and until when; the server does not use it up. A link the
 * server refuses (400) is an answer, `{ valid: false }`, like the one the server renders the page with; any other
 * failure (429, 503) is an error.
 */
export async function checkPasswordLink(token: string): Promise<PasswordLinkCheck> {
  try {
    const link = await api<PasswordLink>(paths.api.passwordLinkCheck, { method: 'POST', body: { token } });
    return { valid: true, link };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return { valid: false };
    throw error;
  }
}

export const passwordLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-link', token],
    queryFn: () => checkPasswordLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export const usePasswordLink = (token: string) => useQuery(passwordLinkQueryOptions(token));
