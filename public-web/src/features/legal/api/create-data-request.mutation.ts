import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ApiSchema } from '../../../lib/api-types';

export type DataRequestInput = ApiSchema<'CreateDataRequestDto'>;

/** A consulta, reclamo or supresión about one's personal data (Ley 1581 de 2012). */
export const createDataRequest = (input: DataRequestInput) =>
  api<ApiSchema<'DataRequestCreatedDto'>>(paths.api.dataRequests, { method: 'POST', body: input });

export const useCreateDataRequest = () => useMutation({ mutationFn: createDataRequest });
