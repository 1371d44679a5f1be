import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast.context';
import { VisibilityToggle } from '../../../components/ui/visibility-toggle.ui';
import { ApiError, errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { useChangePassword } from '../api/change-password.mutation';
import { passwordSchema, type PasswordValues } from './dashboard.schema';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const field = fieldOf({ register, formState });
  const [shown, setShown] = useState(false);
  // One toggle for the three fields, as on the login screen.
  const visibility = {
    input: { endAdornment: <VisibilityToggle shown={shown} onToggle={() => setShown(!shown)} plural /> },
  };
  const type = shown ? 'text' : 'password';
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Contraseña actualizada',
          description: 'Usa tu nueva contraseña la próxima vez que inicies sesión.',
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
            if (error.fieldErrors[field]) setError(field, { message: error.fieldErrors[field] });
          }
        }
        toast({ title: 'Error', description: errorText(error, 'Error al cambiar la contraseña'), variant: 'error' });
      },
    }),
  );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="password-title">
      <DialogTitle id="password-title">Cambiar Contraseña</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="password-form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.25 }}>
          <TextField
            label="Contraseña actual"
            type={type}
            autoComplete="current-password"
            {...field('currentPassword')}
            slotProps={visibility}
          />
          <TextField label="Nueva contraseña" type={type} autoComplete="new-password" {...field('newPassword')} />
          <TextField
            label="Confirmar nueva contraseña"
            type={type}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form="password-form" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Cambiando...' : 'Cambiar Contraseña'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
