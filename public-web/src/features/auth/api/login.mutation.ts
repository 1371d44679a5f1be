import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type LoginInput = ApiSchema<'LoginDto'>;
export type LoginResponse = ApiSchema<'LoginResponseDto'>;

export const login = (input: LoginInput) => api<LoginResponse>(paths.api.login, { method: 'POST', body: input });

export const useLogin = () => useMutation({ mutationFn: login });
