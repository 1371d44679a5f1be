import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { replaceToken } from '../../../lib/session.store';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The server ends every earlier session of the account; the fresh token it returns keeps this one signed in. */
export async function changePassword(input: PasswordChangeInput): Promise<{ message: string; token: string }> {
  const result = await api<{ message: string; token: string }>(paths.api.changePassword, { method: 'POST', body: input });
  replaceToken(result.token);
  return result;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
