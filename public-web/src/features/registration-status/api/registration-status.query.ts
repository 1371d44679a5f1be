import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type RegistrationStatus = 'pending-payment' | 'proof-received' | 'approved' | 'rejected';

/** What the applicant's private page shows; a rejected registration keeps only its status (the rest is null). */
export interface RegistrationView {
  name: string | null;
  email: string | null;
  status: RegistrationStatus;
  fee: { amount: number; discounted: boolean } | null;
  proofUploaded: boolean;
  paymentInstructions: string | null;
}

export const getRegistration = (token: string) => api<RegistrationView>(paths.api.registrationStatus(token));

export const registrationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['registration', token], queryFn: () => getRegistration(token), retry: false });

export const useRegistration = (token: string) => useQuery(registrationQueryOptions(token));
