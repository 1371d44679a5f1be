import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { SubmitButton } from '../../../components/ui/submit-button.ui';
import { TextField } from '../../../components/ui/text-field.ui';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { clearSession } from '../../../lib/session.store';
import { usePasswordLink } from '../api/check-link.query';
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
  // The link is checked on arrival, before anything is typed; a use that fails later still says so.
  const link = usePasswordLink(token);
  const linkRefused =
    link.data?.valid === false || (confirm.error instanceof ApiError && confirm.error.fieldErrors.token);

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
      <h1>Elige tu contraseña</h1>
      {!token || linkRefused ? (
        <div role="alert" className="auth__refused">
          <p className="auth__done-title">El enlace no es válido o ha expirado</p>
          <p className="muted">
            Pide uno nuevo: cada enlace sirve una sola vez. El de «¿Olvidaste tu contraseña?» vence a los 60 minutos y
            el del correo de bienvenida a los 7 días.
          </p>
          <Link to={paths.forgotPassword} className="btn btn--primary btn--lg">
            Pedir un enlace nuevo
          </Link>
        </div>
      ) : link.isPending ? (
        <div className="auth__checking" aria-busy="true">
          <span className="spinner" role="progressbar" aria-label="Comprobando el enlace" />
        </div>
      ) : (
        <>
          <p className="auth__lead">
            Escribe tu nueva contraseña dos veces. Al guardarla se cerrarán las sesiones abiertas de tu cuenta.
            {link.data?.valid && ` ${linkLifetime(link.data.link)}`}
          </p>
          <form className="auth__form" method="post" noValidate onSubmit={onSubmit}>
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
          </form>
        </>
      )}
      <BackToLogin />
    </AuthShell>
  );
}

/** The link's own lifetime, in the words of its e-mail: 60 minutes for a reset, 7 days for the welcome link. */
function linkLifetime(link: { purpose: 'password-reset' | 'welcome'; expiresAt: string }): string {
  // Colombia's clock, not the device's: the server renders this page and the browser must write the same words. The
  // formatters are built here, when a working link is shown, not when the page's code loads (each loads locale data).
  const end = new Date(link.expiresAt);
  const day = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(end);
  const time = new Intl.DateTimeFormat('es-CO', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Bogota',
  }).format(end);
  const until = `${day} a las ${time} (hora de Colombia)`;
  return link.purpose === 'welcome'
    ? `Este enlace de bienvenida sirve 7 días, hasta el ${until}.`
    : `Este enlace sirve 60 minutos, hasta el ${until}.`;
}
