import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session.store';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

export const login = (input: LoginInput) => api<LoginResponse>(paths.api.login, { method: 'POST', body: input });

export const useLogin = () => useMutation({ mutationFn: login });
