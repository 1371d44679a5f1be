import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { SubmitButton } from '../../../components/ui/submit-button.ui';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { useRequestPasswordReset } from '../api/request-reset.mutation';
import { BackToLogin } from './back-to-login.ui';
import { forgotPasswordSchema, RESET_REQUESTED, type ForgotPasswordValues } from './password-reset.schema';

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
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const field = fieldOf(form);

  const onSubmit = form.handleSubmit((values) =>
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
          <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
            <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
            <SubmitButton pending={request.isPending} pendingText="Enviando...">
              Enviar enlace
            </SubmitButton>
          </Box>
        </>
      )}
      <BackToLogin />
    </AuthShell>
  );
}
