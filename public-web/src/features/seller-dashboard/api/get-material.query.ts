import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type MaterialKind = MaterialItem['kind'];

export type MaterialItem = ApiSchema<'MaterialItemDto'>;

export const MATERIAL_KEY = ['seller-material'] as const;

export const getMaterial = () => api<MaterialItem[]>(paths.api.material);

export const materialQueryOptions = () => queryOptions({ queryKey: MATERIAL_KEY, queryFn: getMaterial });

export const useMaterial = () => useQuery(materialQueryOptions());
