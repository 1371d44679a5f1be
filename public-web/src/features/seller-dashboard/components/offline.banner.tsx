import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

const when = (savedAt: number) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(savedAt));

/** The dashboard without a connection: what it shows is what was last loaded, and nothing can be saved. */
export function OfflineBanner({ savedAt, hasData }: { savedAt: number | null; hasData: boolean }) {
  return (
    <Alert severity="warning" role="status">
      <AlertTitle sx={{ fontWeight: 700 }}>Sin conexión</AlertTitle>
      {hasData
        ? `Te mostramos lo último que viste${savedAt ? ` (${when(savedAt)})` : ''}. Los cambios se podrán guardar cuando vuelva la conexión.`
        : 'Tu panel se cargará cuando vuelva la conexión.'}
    </Alert>
  );
}
