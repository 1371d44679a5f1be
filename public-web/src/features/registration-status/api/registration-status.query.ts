import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** What the applicant's private page shows; a rejected registration keeps only its status (the rest is null). */
export type RegistrationView = ApiSchema<'RegistrationStatusDto'>;
export type RegistrationStatus = RegistrationView['status'];

export const getRegistration = (token: string) => api<RegistrationView>(paths.api.registrationStatus(token));

export const registrationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['registration', token], queryFn: () => getRegistration(token), retry: false });

export const useRegistration = (token: string) => useQuery(registrationQueryOptions(token));
