import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface ConfirmResetInput {
  token: string;
  newPassword: string;
}

/** Sets the new password with the e-mailed link; the server ends every earlier session of the account. */
export const confirmPasswordReset = (input: ConfirmResetInput) =>
  api<{ message: string }>(paths.api.passwordResetConfirm, { method: 'POST', body: input });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
