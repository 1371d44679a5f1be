import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import type { ApiSchema } from '../lib/api-types';

export type Faq = ApiSchema<'FaqDto'>;

export const getFaq = () => api<Faq[]>(paths.api.faq);

export const faqQueryOptions = () => queryOptions({ queryKey: ['faq'], queryFn: getFaq });

export const useFaq = (enabled = true) => useQuery({ ...faqQueryOptions(), enabled });
