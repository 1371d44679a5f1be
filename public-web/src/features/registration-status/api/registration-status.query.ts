import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** What the applicant's private page shows; a rejected registration keeps only its status (the rest is null). */
export type RegistrationView = ApiSchema<'RegistrationStatusDto'>;
export type RegistrationStatus = RegistrationView['status'];

/** `transactionId`: the applicant is back from the online checkout (`?id=`). */
export const getRegistration = (token: string, transactionId?: string | null) =>
  api<RegistrationView>(paths.api.registrationStatus(token, transactionId));

const CONFIRMING_EVERY_MS = 4000;

export const registrationQueryOptions = (token: string, transactionId?: string | null) =>
  queryOptions({
    queryKey: ['registration', token, transactionId ?? null],
    queryFn: () => getRegistration(token, transactionId),
    retry: false,
    // Back from the checkout with the payment still being confirmed: ask again until it is settled.
    refetchInterval: (query) =>
      transactionId && query.state.data?.status !== 'approved' && query.state.data?.payment?.status === 'PENDING'
        ? CONFIRMING_EVERY_MS
        : false,
  });

export const useRegistration = (token: string, transactionId?: string | null) =>
  useQuery(registrationQueryOptions(token, transactionId));
