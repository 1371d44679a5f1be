import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface RegisterInput {
  name: string;
  code: string;
  /** E.164: +573001234567. */
  whatsapp: string;
  email: string;
  city: string;
  country: string;
  discountCode?: string;
  /** The sponsoring distributor's code. */
  ref?: string;
  /** Consent to the terms and the privacy policy (the server refuses a registration without it). */
  acceptTerms: boolean;
}

export interface RegisterResponse {
  message: string;
  user: { id: number; name: string; email: string; code: string; slug: string; status: string };
  fee: { amount: number; discounted: boolean };
}

export const registerMember = (input: RegisterInput) => api<RegisterResponse>(paths.api.register, { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: registerMember });
