import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Always answers the same message, whether the address is registered or not. */
export const requestPasswordReset = (email: string) => api<{ message: string }>(paths.api.passwordReset, { method: 'POST', body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
