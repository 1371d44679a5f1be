import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session.store';

/** Shown on an 'auth-expired' event or when the stored token looks expired. */
export function SessionExpiredBanner() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="alertdialog"
      aria-labelledby="session-expired-title"
      sx={{
        width: '100%',
        bgcolor: '#FFFBEB',
        borderWidth: 2,
        borderRadius: 3,
        p: 2,
        alignItems: 'flex-start',
        boxShadow: '0 10px 30px rgba(17,24,39,.08)',
        '& .MuiAlert-message': { width: '100%' },
      }}
    >
      <AlertTitle id="session-expired-title" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
        Sesión Expirada
      </AlertTitle>
      Tu sesión ha expirado. Necesitas volver a iniciar sesión para continuar.
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          variant="contained"
          onClick={() => {
            clearSession();
            queryClient.clear();
            void navigate(paths.login);
          }}
        >
          Iniciar Sesión
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Actualizar
        </Button>
      </Box>
    </Alert>
  );
}
