import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { MailCheckIcon } from '../../../components/ui/icons.ui';
import { SubmitButton } from '../../../components/ui/submit-button.ui';
import { TextField } from '../../../components/ui/text-field.ui';
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
      <h1>Recuperar contraseña</h1>
      {request.isSuccess ? (
        <div role="status" className="auth__done">
          <MailCheckIcon width={56} height={56} className="auth__done-icon" />
          <p className="auth__done-title">{request.data?.message ?? RESET_REQUESTED}</p>
          <p className="muted">
            El enlace vence en 60 minutos. Si no lo encuentras, revisa tu carpeta de spam o correo no deseado.
          </p>
        </div>
      ) : (
        <>
          <p className="auth__lead">
            Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
          </p>
          <form className="auth__form" method="post" noValidate onSubmit={onSubmit}>
            <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
            <SubmitButton pending={request.isPending} pendingText="Enviando...">
              Enviar enlace
            </SubmitButton>
          </form>
        </>
      )}
      <BackToLogin />
    </AuthShell>
  );
}
