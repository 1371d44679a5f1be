import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type LegalKind = 'terminos' | 'privacidad';

export interface LegalText {
  kind: LegalKind;
  title: string;
  body: string;
  updatedAt: string;
}

export const getLegalText = (kind: LegalKind) => api<LegalText>(paths.api.legal(kind));

export const legalTextQueryOptions = (kind: LegalKind) => queryOptions({ queryKey: ['legal', kind], queryFn: () => getLegalText(kind) });

export const useLegalText = (kind: LegalKind) => useQuery(legalTextQueryOptions(kind));
