import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { registrationQueryOptions, type RegistrationView } from './registration-status.query';

/** POST multipart `file`; the answer is the page's new state. */
export const uploadProof = (token: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<RegistrationView>(paths.api.registrationProof(token), { method: 'POST', body: form });
};

export function useUploadProof(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProof(token, file),
    onSuccess: (view) => queryClient.setQueryData(registrationQueryOptions(token).queryKey, view),
  });
}
