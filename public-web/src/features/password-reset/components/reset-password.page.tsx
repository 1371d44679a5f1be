import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { SubmitButton } from '../../../components/ui/submit-button.ui';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { clearSession } from '../../../lib/session.store';
import { useConfirmPasswordReset } from '../api/confirm-reset.mutation';
import { BackToLogin } from './back-to-login.ui';
import { newPasswordSchema, type NewPasswordValues } from './password-reset.schema';

const ASIDE = (
  <AsideCopy
    title="Una contraseña que solo tú conoces."
    lines={['Al menos 6 caracteres', 'Se cierran las sesiones abiertas', 'Luego inicia sesión con ella']}
  />
);

/** The e-mailed link (reset or welcome): new password twice, then to /login with a success toast. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirmPasswordReset();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const field = fieldOf(form);
  const linkRefused = confirm.error instanceof ApiError && confirm.error.fieldErrors.token;

  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          // Every earlier session just ended, this browser's included.
          clearSession();
          toast({ title: 'Contraseña actualizada', description: 'Ya puedes iniciar sesión con tu nueva contraseña.' });
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.newPassword)
            form.setError('newPassword', { message: error.fieldErrors.newPassword });
          toast({ title: 'Error', description: errorText(error, 'Error al cambiar la contraseña'), variant: 'error' });
        },
      },
    ),
  );

  return (
    <AuthShell aside={ASIDE}>
      <Typography variant="h1" sx={{ fontSize: '1.875rem', mb: 1 }}>
        Elige tu contraseña
      </Typography>
      {!token || linkRefused ? (
        <Box role="alert" sx={{ display: 'grid', gap: 2, py: 1 }}>
          <Typography sx={{ fontSize: '1.0625rem' }}>El enlace no es válido o ha expirado</Typography>
          <Typography color="text.secondary">
            Pide uno nuevo: cada enlace sirve una sola vez y vence a los 60 minutos.
          </Typography>
          <Button
            component={RouterLink}
            to={paths.forgotPassword}
            variant="contained"
            size="large"
            sx={{ minHeight: 52 }}
          >
            Pedir un enlace nuevo
          </Button>
        </Box>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Escribe tu nueva contraseña dos veces. Al guardarla se cerrarán las sesiones abiertas de tu cuenta.
          </Typography>
          <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
            <TextField label="Nueva contraseña" type="password" autoComplete="new-password" {...field('newPassword')} />
            <TextField
              label="Confirmar nueva contraseña"
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
            <SubmitButton pending={confirm.isPending} pendingText="Guardando...">
              Guardar contraseña
            </SubmitButton>
          </Box>
        </>
      )}
      <BackToLogin />
    </AuthShell>
  );
}
