import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { replaceToken } from '../../../lib/session.store';
import type { ApiSchema } from '../../../lib/api-types';

export type PasswordChangeInput = ApiSchema<'ChangePasswordDto'>;

/** The server ends every earlier session of the account; the fresh token it returns keeps this one signed in. */
export async function changePassword(input: PasswordChangeInput): Promise<ApiSchema<'PasswordChangedDto'>> {
  const result = await api<ApiSchema<'PasswordChangedDto'>>(paths.api.changePassword, {
    method: 'POST',
    body: input,
  });
  replaceToken(result.token);
  return result;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
