import { Alert, Button } from '@mui/material';
import { useEffect } from 'react';
import { useListContext, useTranslate } from 'react-admin';

const RETRY_EVERY_MS = 5000;

/** A failed load said as such, with 'Reintentar'; it also retries by itself every few seconds and when the browser is back online. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const translate = useTranslate();
  useEffect(() => {
    const timer = window.setInterval(() => void onRetry(), RETRY_EVERY_MS);
    const online = () => void onRetry();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [onRetry]);
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="load-error"
      sx={{ m: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={() => void onRetry()}>
          {translate('mh.common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** The `error` element of a react-admin List. */
export function ListLoadError() {
  const { refetch } = useListContext();
  return <LoadError message={useTranslate()('mh.common.loadError')} onRetry={refetch} />;
}
