import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LegalMarkdown } from '../../../components/content/legal-markdown.ui';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { useAcceptConsents } from '../api/accept-consents.mutation';
import { useConsents } from '../api/get-consents.query';

/**
 * Shown instead of the panel while a new version of the terms or the privacy policy waits for the member's
 * acceptance: the server refuses everything else (428) until then.
 */
export function PolicyAcceptanceScreen({ onAccepted, onLogout }: { onAccepted: () => void; onLogout: () => void }) {
  const consents = useConsents();
  const accept = useAcceptConsents();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(false);
  const pending = consents.data?.pending ?? [];

  const submit = () =>
    accept.mutate(pending, {
      onSuccess: () => {
        onAccepted();
        void queryClient.invalidateQueries();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void consents.refetch();
      },
    });

  return (
    <Paper component="section" aria-labelledby="policy-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="policy-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        Actualizamos nuestros textos legales
      </Typography>
      <Typography>
        Para seguir usando tu panel, lee y acepta la versión vigente. Guardamos la versión que aceptas, la fecha y desde
        dónde lo hiciste, como exige la Ley 1581 de 2012.
      </Typography>
      {consents.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : consents.isError ? (
        <Alert severity="error" action={<Button onClick={() => consents.refetch()}>Reintentar</Button>}>
          No pudimos cargar los textos. Revisa tu conexión.
        </Alert>
      ) : (
        pending.map((text) => (
          <Box key={text.kind} component="article" aria-label={text.title} sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
              {text.title} (versión {text.policyVersion.version})
            </Typography>
            <Box
              tabIndex={0}
              sx={{
                maxHeight: 280,
                overflow: 'auto',
                overflowWrap: 'anywhere',
                px: 2,
                '& h2': { fontSize: '1.0625rem', mt: 2, mb: 1 },
                '& h3': { fontSize: '1rem', mt: 1.5, mb: 1 },
                '& p, & ul': { my: 1 },
                border: '1px solid #E5E7EB',
                borderRadius: 2,
                bgcolor: '#FAFAFA',
              }}
            >
              <LegalMarkdown text={text.body} />
            </Box>
            <Link href={text.kind === 'terminos' ? paths.terms : paths.privacy} target="_blank" rel="noopener">
              Abrir {text.title} en otra pestaña
            </Link>
          </Box>
        ))
      )}
      {accept.isError && <Alert severity="error">{errorText(accept.error, 'No pudimos guardar tu aceptación')}</Alert>}
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />}
        label="He leído y acepto los textos anteriores"
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!checked || accept.isPending || !pending.length} onClick={submit}>
          {accept.isPending ? 'Guardando...' : 'Aceptar y continuar'}
        </Button>
        <Button variant="outlined" onClick={onLogout}>
          Cerrar Sesión
        </Button>
      </Box>
    </Paper>
  );
}
