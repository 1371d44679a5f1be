import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

/** The legal texts in force, the ones still waiting for the member's acceptance, and their acceptances. */
export type ConsentStatus = ApiSchema<'ConsentStatusDto'>;
export type LegalTextVersion = ApiSchema<'LegalTextVersionDto'>;

export const getConsents = () => api<ConsentStatus>(paths.api.consents);

export const consentsQueryOptions = () => queryOptions({ queryKey: ['consents'], queryFn: getConsents });

export const useConsents = () => useQuery(consentsQueryOptions());
