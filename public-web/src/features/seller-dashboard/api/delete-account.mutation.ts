import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** Deletes the member's account and personal data now; the password confirms it. */
export const deleteAccount = (password: string) =>
  api<ApiSchema<'AccountDeletedDto'>>(paths.api.account, { method: 'DELETE', body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
