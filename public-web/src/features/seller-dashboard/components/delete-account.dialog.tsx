import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session.store';
import { useDeleteAccount } from '../api/delete-account.mutation';

/** The last step: the password confirms, then the account is gone and the member is signed out. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setEmpty(true);
    remove.mutate(password, {
      onSuccess: () => {
        clearSession();
        queryClient.clear();
        void navigate(paths.home, { replace: true });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">Eliminar mi cuenta</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="delete-account-form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Se eliminarán ahora tu página, tu perfil, tus testimonios, tu galería, tus precios y los archivos que
            subiste. Las personas que se registraron contigo conservan sus cuentas. Los pagos y pedidos se conservan
            para la contabilidad, sin tus datos personales. Esta acción no se puede deshacer.
          </DialogContentText>
          <TextField
            label="Tu contraseña"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setEmpty(false);
            }}
            error={empty}
            helperText={empty ? 'Escribe tu contraseña para confirmar' : undefined}
            autoFocus
          />
          {remove.isError && (
            <Alert severity="error">
              {errorText(remove.error, 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.')}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form="delete-account-form" variant="contained" color="error" disabled={remove.isPending}>
          {remove.isPending ? 'Eliminando...' : 'Eliminar definitivamente'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
