import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type PasswordLink = ApiSchema<'PasswordLinkDto'>;

/** Whether the e-mailed link still works, what it is for and until when; the server does not use it up. */
export const checkPasswordLink = (token: string) =>
  api<PasswordLink>(paths.api.passwordLinkCheck, { method: 'POST', body: { token } });

export const usePasswordLink = (token: string) =>
  useQuery({
    queryKey: ['password-link', token],
    queryFn: () => checkPasswordLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
