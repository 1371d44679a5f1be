import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ToastContext, type ToastInput } from './toast.context';

// MUI's Snackbar loads with the first toast, so pages that never toast (landing, distributor page) skip MUI.
const ToastHost = lazy(() => import('./toast-host.ui'));

export interface ActiveToast extends ToastInput {
  id: number;
}

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
        <Suspense fallback={null}>
          <ToastHost toast={toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
