import { Alert, AlertTitle } from '@mui/material';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { t } from '../i18n/es';

/** The server's Spanish message of a failed call, or a generic fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  if (Array.isArray(body?.message) && body.message.length) return String(body.message[0]);
  return fallback;
}

function Toast({ severity, title, detail }: { severity: 'success' | 'error'; title: string; detail?: string }) {
  return (
    <Alert
      severity={severity}
      variant="filled"
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{ minWidth: 320, maxWidth: 420 }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: detail ? 0.5 : 0 }}>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}

/** Titled toasts ('Error' + server message or fallback; '¡Éxito!' …), one at a time. */
export function useToast() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (title: string, detail?: string) =>
        notify(<Toast severity="success" title={title} detail={detail} />, { type: 'success' }),
      error: (error: unknown, fallback: string, title: string = t.common.error) =>
        notify(<Toast severity="error" title={title} detail={errorMessage(error, fallback)} />, {
          type: 'error',
          autoHideDuration: 6000,
        }),
    }),
    [notify],
  );
}
