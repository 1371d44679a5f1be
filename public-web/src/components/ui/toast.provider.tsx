import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../../lib/lazy-retry';
import { ErrorBoundary } from './error-boundary.ui';
import { ToastContext, type ActiveToast, type ToastInput } from './toast.context';

// MUI's Snackbar loads with the first toast, so pages that never toast (landing, distributor page) skip MUI.
const ToastHost = lazyWithRetry(() => import('./toast-host.ui'));

/** One toast at a time: showing another replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((input: ToastInput) => {
    setToast({ ...input, id: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <ErrorBoundary
          resetKey={toast.id}
          fallback={() => open && <PlainToast toast={toast} onClose={() => setOpen(false)} />}
        >
          <Suspense fallback={null}>
            <ToastHost toast={toast} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ToastContext.Provider>
  );
}

/** The toast without MUI, for when its code could not be loaded (connection lost): the message still shows. */
function PlainToast({ toast, onClose }: { toast: ActiveToast; onClose: () => void }) {
  return (
    <div
      className={`plain-toast${toast.variant === 'error' ? ' plain-toast--error' : ''}`}
      role={toast.variant === 'error' ? 'alert' : 'status'}
    >
      <div>
        <strong>{toast.title}</strong>
        {toast.description && <p>{toast.description}</p>}
      </div>
      <button type="button" className="btn btn--icon" onClick={onClose} aria-label="Cerrar">
        ×
      </button>
    </div>
  );
}
