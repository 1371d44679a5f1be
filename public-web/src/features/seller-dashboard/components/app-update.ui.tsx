import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';

/** How often an app left open asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (/sw.js, built from src/sw.ts, once the page has loaded) and, when a new version waits,
 * offers 'Actualizar': the tap lets it take over and the page reloads, so no page runs code of two versions.
 */
export function AppUpdate() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    let timer: number | undefined;
    // A new version took over (this tab's tap or another tab's): reload onto it. Not when the first worker, installed
    // from this page or the one before it, starts controlling a page that no worker controlled.
    let controlled = navigator.serviceWorker.controller !== null;
    const onControllerChange = () => {
      if (controlled) window.location.reload();
      controlled = true;
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const worker = new Workbox('/sw.js', { scope: '/' });
      worker.addEventListener('waiting', () => setWaiting(worker));
      worker
        .register()
        .then((registration) => {
          if (!registration || cancelled) return;
          timer = window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);
  if (!waiting) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={updating}
          sx={{ fontWeight: 700 }}
          onClick={() => {
            setUpdating(true);
            waiting.messageSkipWaiting();
          }}
        >
          {updating ? 'Actualizando…' : 'Actualizar'}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      Hay una nueva versión del panel.
    </Alert>
  );
}
