import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list or panel that failed to load: never shown as empty, always with 'Reintentar'. */
export function LoadError({ text, retry, retrying = false }: { text: string; retry: () => void; retrying?: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry} disabled={retrying} sx={{ fontWeight: 700 }}>
          {retrying ? 'Reintentando…' : 'Reintentar'}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {text} Revisa tu conexión e inténtalo de nuevo.
    </Alert>
  );
}
