import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type ConfirmResetInput = ApiSchema<'PasswordResetConfirmDto'>;

/** Sets the new password with the e-mailed link; the server ends every earlier session of the account. */
export const confirmPasswordReset = (input: ConfirmResetInput) =>
  api<ApiSchema<'MessageDto'>>(paths.api.passwordResetConfirm, { method: 'POST', body: input });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
