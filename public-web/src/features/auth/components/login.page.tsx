import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminReturnPath, LOGIN_EXPIRED_PARAM, LOGIN_NEXT_PARAM } from '@multyhealth/rules';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { SubmitButton } from '../../../components/ui/submit-button.ui';
import { useToast } from '../../../components/ui/toast.context';
import { PasswordToggle } from '../../../components/ui/password-toggle.ui';
import { TextField } from '../../../components/ui/text-field.ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
import { firstName } from '../../../lib/first-name';
import { dashboardReturnPath } from '../../../lib/return-path';
import { saveSession, useSession } from '../../../lib/session.store';
import { useLogin } from '../api/login.mutation';
import { loginSchema, type LoginValues } from './login.schema';

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  // Sent here by the console: the session ran out, and the screen the administrator was on to return to.
  const [search] = useSearchParams();
  const expired = search.get(LOGIN_EXPIRED_PARAM) === '1';
  const adminHome = adminReturnPath(search.get(LOGIN_NEXT_PARAM)) ?? paths.admin;
  // The new-order e-mail's link: the order it names, once logged in.
  const sellerHome = dashboardReturnPath(search.get(LOGIN_NEXT_PARAM)) ?? paths.dashboard;
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldOf(form);

  if (session.authenticated && !login.isPending && !login.isSuccess) {
    if (session.user?.role === 'admin') {
      window.location.replace(adminHome);
      return null;
    }
    return <Navigate to={sellerHome} replace />;
  }

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { email: values.email.trim().toLowerCase(), password: values.password },
      {
        onSuccess: ({ token, user }) => {
          saveSession(token, user);
          toast({
            title: 'Te damos la bienvenida',
            description: `Hola, ${firstName(user.name)}. Qué bueno verte de nuevo.`,
          });
          if (user.role === 'admin') window.location.assign(adminHome);
          else void navigate(sellerHome);
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorText(error, 'Email o contraseña incorrectos'), variant: 'error' }),
      },
    ),
  );

  return (
    <AuthShell
      aside={
        <AsideCopy
          title="Tu página, tus clientes, tu ritmo."
          lines={['Gestiona tu página personal', 'Ajusta tus precios', 'Mira tus visitas y clics en WhatsApp']}
        />
      }
    >
      <h1>Iniciar Sesión</h1>
      <p className="auth__lead">Entra a tu panel de distribuidor.</p>
      {expired && (
        <p role="alert" className="auth__notice" data-testid="session-expired">
          Tu sesión expiró. Inicia sesión de nuevo para volver a la pantalla en la que estabas.
        </p>
      )}
      <form className="auth__form" method="post" noValidate onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <TextField
          label="Contraseña"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...field('password')}
          endAdornment={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword(!showPassword)} />}
        />
        <Link to={paths.forgotPassword} className="auth__link auth__forgot">
          ¿Olvidaste tu contraseña?
        </Link>
        <SubmitButton pending={login.isPending} pendingText="Iniciando...">
          Iniciar Sesión
        </SubmitButton>
      </form>
      <p className="auth__footer-text">
        ¿Aún no eres distribuidor?{' '}
        <Link to={paths.register} className="auth__link">
          Regístrate
        </Link>
      </p>
      <p className="auth__footer-text auth__footer-text--tight">
        <Link to={paths.home} className="auth__quiet-link">
          ← Volver al inicio
        </Link>
      </p>
    </AuthShell>
  );
}
