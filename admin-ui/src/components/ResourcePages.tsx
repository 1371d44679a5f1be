import type { ReactNode } from 'react';
import { Create, Edit } from 'react-admin';
import { UploadStateProvider } from './UploadState';
import { useToast } from './useToast';

/**
 * Create/Edit in pessimistic mode so the server's answer decides: its `message` becomes the 'Error' toast
 * (or a generic fallback) and its `errors` land on the form fields (react-admin maps body.errors).
 */
export function ResourceCreate({
  errorFallback,
  children,
  redirect = 'list',
}: {
  errorFallback: string;
  children: ReactNode;
  redirect?: 'list' | 'edit';
}) {
  const toast = useToast();
  return (
    <UploadStateProvider>
      <Create redirect={redirect} mutationOptions={{ onError: (error: unknown) => toast.error(error, errorFallback) }}>
        {children}
      </Create>
    </UploadStateProvider>
  );
}

export function ResourceEdit({
  errorFallback,
  children,
  redirect = 'list',
}: {
  errorFallback: string;
  children: ReactNode;
  redirect?: 'list' | 'show';
}) {
  const toast = useToast();
  return (
    <UploadStateProvider>
      <Edit
        mutationMode="pessimistic"
        redirect={redirect}
        mutationOptions={{ onError: (error: unknown) => toast.error(error, errorFallback) }}
      >
        {children}
      </Edit>
    </UploadStateProvider>
  );
}
