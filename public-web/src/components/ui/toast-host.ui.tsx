import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { publicWebTheme } from '../../lib/mui-theme';
import type { ActiveToast } from './toast.context';

/** 5000 ms on screen; swiping right 50 px dismisses; F8 moves focus to the toast. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export default function ToastHost({
  toast,
  open,
  onClose,
}: {
  toast: ActiveToast;
  open: boolean;
  onClose: () => void;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  // At the bottom, never over the header's 'Ver mi página' / 'Cerrar Sesión' nor a dialog's title: phones centred
  // above the floating buttons' corner (88 px, the room pages keep for them); medium screens and up bottom right.
  const wide = useMediaQuery('(min-width:900px)');
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
        anchorOrigin={{ vertical: 'bottom', horizontal: wide ? 'right' : 'center' }}
        sx={{
          maxWidth: { md: 420 },
          width: { md: '100%' },
          bottom: { xs: 'calc(88px + env(safe-area-inset-bottom, 0px))', md: 24 },
        }}
      >
        <Alert
          ref={alertRef}
          tabIndex={-1}
          onClose={onClose}
          onPointerDown={(event) => (swipeStart.current = event.clientX)}
          onPointerUp={(event) => {
            if (swipeStart.current !== null && event.clientX - swipeStart.current >= SWIPE_THRESHOLD_PX) onClose();
            swipeStart.current = null;
          }}
          severity={severity}
          variant="filled"
          sx={{ width: '100%', boxShadow: 6, fontSize: '1rem', alignItems: 'flex-start', touchAction: 'pan-y' }}
        >
          <AlertTitle sx={{ fontWeight: 700, mb: toast.description ? 0.25 : 0 }}>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
