import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type LegalText = ApiSchema<'LegalTextDto'>;
export type LegalKind = LegalText['kind'];

export const getLegalText = (kind: LegalKind) => api<LegalText>(paths.api.legal(kind));

export const legalTextQueryOptions = (kind: LegalKind) =>
  queryOptions({ queryKey: ['legal', kind], queryFn: () => getLegalText(kind) });

export const useLegalText = (kind: LegalKind) => useQuery(legalTextQueryOptions(kind));
