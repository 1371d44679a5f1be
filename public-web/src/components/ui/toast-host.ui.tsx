import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { publicWebTheme } from '../../app/mui-theme';
import type { ActiveToast } from './toast.provider';

/** SPEC §9: 5000 ms on screen; F8 moves focus to the toast. */
const TOAST_DURATION_MS = 5000;

export default function ToastHost({ toast, open, onClose }: { toast: ActiveToast; open: boolean; onClose: () => void }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') alertRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const severity = toast.variant === 'error' ? 'error' : toast.variant === 'info' ? 'info' : 'success';
  return (
    <ThemeProvider theme={publicWebTheme}>
      <Snackbar
        key={toast.id}
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 12, md: 'auto' }, bottom: { md: 24 }, right: { md: 24 }, left: { md: 'auto' }, maxWidth: { md: 420 } }}
      >
        <Alert
          ref={alertRef}
          tabIndex={-1}
          onClose={onClose}
          severity={severity}
          variant="filled"
          sx={{ width: '100%', boxShadow: 6, fontSize: '1rem', alignItems: 'flex-start' }}
        >
          <AlertTitle sx={{ fontWeight: 700, mb: toast.description ? 0.25 : 0 }}>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
