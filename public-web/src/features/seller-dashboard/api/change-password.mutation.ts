import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const changePassword = (input: PasswordChangeInput) => api<unknown>(paths.api.changePassword, { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
