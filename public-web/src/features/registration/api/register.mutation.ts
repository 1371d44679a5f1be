import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type RegisterInput = ApiSchema<'RegisterDto'>;
export type RegisterResponse = ApiSchema<'RegisterResponseDto'>;

export const registerMember = (input: RegisterInput) =>
  api<RegisterResponse>(paths.api.register, { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: registerMember });
