import { useCallback } from 'react';
import { Error as RaError, useTranslate, type ErrorProps } from 'react-admin';
import { LoadError } from './LoadError';

/** A screen's code that failed to download (server down or redeployed), as opposed to a bug in the screen. */
function isChunkLoadError(error: unknown): boolean {
  const message = (error as Error | undefined)?.message ?? '';
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    message,
  );
}

/**
 * The layout's error page. A failed screen download says so with 'Reintentar' and reloads the console by itself once
 * the server answers again (the browser keeps a failed module import failed until a reload).
 */
export function AppError(props: ErrorProps) {
  const translate = useTranslate();
  const reloadWhenBack = useCallback(async () => {
    const back = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      (r) => r.ok,
      () => false,
    );
    if (back) window.location.reload();
  }, []);
  if (!isChunkLoadError(props.error)) return <RaError {...props} resetErrorBoundary={() => window.location.reload()} />;
  return <LoadError message={translate('mh.common.chunkError')} onRetry={reloadWhenBack} />;
}
