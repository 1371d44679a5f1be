import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-reset.mutation';
import { forgotPasswordSchema, RESET_REQUESTED, type ForgotPasswordValues } from './password-reset.schemas';

const ASIDE = (
  <AsideCopy
    title="Vuelve a tu panel en un minuto."
    lines={['Te enviamos un enlace a tu correo', 'Elige una contraseña nueva', 'Inicia sesión de nuevo']}
  />
);

/** Asks for the e-mail and always gives the same answer, registered or not. */
export function ForgotPasswordPage() {
  const toast = useToast();
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values.email.trim().toLowerCase(), {
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorText(error, 'No pudimos enviar el enlace. Inténtalo de nuevo.'),
          variant: 'error',
        }),
    }),
  );

  return (
    <AuthShell aside={ASIDE}>
      <Typography variant="h1" sx={{ fontSize: '1.875rem', mb: 1 }}>
        Recuperar contraseña
      </Typography>
      {request.isSuccess ? (
        <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center', py: 2 }}>
          <MarkEmailRead sx={{ fontSize: 56, color: 'primary.main' }} />
          <Typography sx={{ fontSize: '1.0625rem' }}>{request.data?.message ?? RESET_REQUESTED}</Typography>
          <Typography color="text.secondary">
            El enlace vence en 60 minutos. Si no lo encuentras, revisa tu carpeta de spam o correo no deseado.
          </Typography>
        </Box>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
          </Typography>
          <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email')}
              error={Boolean(formState.errors.email)}
              helperText={formState.errors.email?.message}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={request.isPending}
              sx={{ minHeight: 52, fontSize: '1.0625rem' }}
            >
              {request.isPending ? 'Enviando...' : 'Enviar enlace'}
            </Button>
          </Box>
        </>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
          ← Volver a Iniciar Sesión
        </Link>
      </Typography>
    </AuthShell>
  );
}
