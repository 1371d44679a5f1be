import type { ReactNode } from 'react';
import { Create, Edit, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { feedbackFor } from '../i18n/feedback-messages';
import { StaleWriteProvider, isStaleWrite, useStaleWrite } from './StaleWrite';
import { UploadStateProvider } from './UploadState';
import { useToast } from './useToast';

/**
 * Create/Edit in pessimistic mode so the server's answer decides: its `message` becomes the 'Error' toast
 * (or a generic fallback) and its `errors` land on the form fields (react-admin maps body.errors). Success says what
 * was saved in Spanish ('Producto actualizado'), in the same toast style as every other message.
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
  const resource = useResourceContext();
  const redirectTo = useRedirect();
  return (
    <UploadStateProvider>
      <Create
        redirect={redirect}
        mutationOptions={{
          onSuccess: (data: RaRecord) => {
            toast.success(feedbackFor(resource).created);
            redirectTo(redirect, resource, data.id, data);
          },
          onError: (error: unknown) => toast.error(error, errorFallback),
        }}
      >
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
  return (
    <UploadStateProvider>
      <StaleWriteProvider>
        <VersionedEdit errorFallback={errorFallback} redirect={redirect}>
          {children}
        </VersionedEdit>
      </StaleWriteProvider>
    </UploadStateProvider>
  );
}

/** The save sends the version loaded (If-Match); a 409 keeps the form as typed and offers to reload (StaleWriteNotice). */
function VersionedEdit({
  errorFallback,
  children,
  redirect,
}: {
  errorFallback: string;
  children: ReactNode;
  redirect: 'list' | 'show';
}) {
  const toast = useToast();
  const resource = useResourceContext();
  const redirectTo = useRedirect();
  const { setStale } = useStaleWrite();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={redirect}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          toast.success(feedbackFor(resource).updated);
          redirectTo(redirect, resource, data.id, data);
        },
        onError: (error: unknown) => {
          if (isStaleWrite(error)) setStale(true);
          toast.error(error, errorFallback);
        },
      }}
    >
      {children}
    </Edit>
  );
}
