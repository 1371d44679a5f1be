import { Suspense } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry';
import { ErrorBoundary } from './error-boundary.ui';

const VideoDialog = lazyWithRetry<LazyVideoDialogProps>(() =>
  import('./video-dialog.ui').then((m) => ({ default: m.VideoDialog })),
);

interface LazyVideoDialogProps {
  title: string;
  videoUrl: string | null;
  onClose: () => void;
}

/** The video modal, loaded on first use; if its code cannot be loaded the page stays and offers 'Reintentar'. */
export function LazyVideoDialog(props: LazyVideoDialogProps) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <div className="load-failed load-failed--floating" role="alert">
          <p className="load-failed__title">No pudimos abrir el video</p>
          <p className="muted">Revisa tu conexión e inténtalo de nuevo.</p>
          <div className="load-failed__actions">
            <button type="button" className="btn btn--primary" onClick={retry}>
              Reintentar
            </button>
            <button type="button" className="btn btn--outline" onClick={props.onClose}>
              Cerrar
            </button>
          </div>
        </div>
      )}
    >
      <Suspense fallback={null}>
        <VideoDialog {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
