import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useDownloadMyData } from '../api/download-my-data.mutation';
import { DeleteAccountDialog } from './delete-account.dialog';

/** 'Mis datos': the member's rights under Ley 1581 de 2012, a copy of their data and the deletion of the account. */
export function MyDataTab() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <Box component="section" aria-labelledby="my-data-download" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="my-data-download" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Mis datos
        </Typography>
        <Typography>
          Descarga un archivo con todo lo que guardamos sobre ti: tu perfil, tu página, tus redes, testimonios, galería,
          precios, las personas de tu red (solo nombres), tus aceptaciones de los textos legales, las cifras de tu
          página y las acciones de los administradores sobre tu cuenta.
        </Typography>
        <Box>
          <Button
            variant="contained"
            startIcon={<Download />}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? 'Preparando...' : 'Descargar mis datos'}
          </Button>
        </Box>
        {download.isError && (
          <Alert severity="error">
            {errorText(download.error, 'No pudimos preparar tu archivo. Inténtalo de nuevo.')}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          Para consultar, corregir o reclamar sobre tus datos también puedes escribirnos desde la{' '}
          <Link href={paths.privacy}>Política de Privacidad</Link>.
        </Typography>
      </Box>
      <Divider />
      <Box component="section" aria-labelledby="my-data-delete" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="my-data-delete" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Eliminar mi cuenta
        </Typography>
        <Typography>
          Tu página deja de existir y se borran tus datos personales y tus archivos. Te pediremos tu contraseña.
        </Typography>
        <Box>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Eliminar mi cuenta
          </Button>
        </Box>
      </Box>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Box>
  );
}
