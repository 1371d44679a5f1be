import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** Always answers the same message, whether the address is registered or not. */
export const requestPasswordReset = (email: string) =>
  api<ApiSchema<'AcceptedDto'>>(paths.api.passwordReset, { method: 'POST', body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
