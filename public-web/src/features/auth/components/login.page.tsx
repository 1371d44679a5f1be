import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminReturnPath, LOGIN_EXPIRED_PARAM, LOGIN_NEXT_PARAM } from '@multyhealth/rules';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { SubmitButton } from '../../../components/ui/submit-button.ui';
import { useToast } from '../../../components/ui/toast.context';
import { VisibilityToggle } from '../../../components/ui/visibility-toggle.ui';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { fieldOf } from '../../../lib/form-field';
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
    return <Navigate to={paths.dashboard} replace />;
  }

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { email: values.email.trim().toLowerCase(), password: values.password },
      {
        onSuccess: ({ token, user }) => {
          saveSession(token, user);
          toast({ title: '¡Bienvenido!', description: `Hola, ${user.name}. Qué bueno verte de nuevo.` });
          if (user.role === 'admin') window.location.assign(adminHome);
          else void navigate(paths.dashboard);
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
      <Typography variant="h1" sx={{ fontSize: '1.875rem', mb: 1 }}>
        Iniciar Sesión
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Entra a tu panel de distribuidor.
      </Typography>
      {expired && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="session-expired">
          Tu sesión expiró. Inicia sesión de nuevo para volver a la pantalla en la que estabas.
        </Alert>
      )}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <TextField
          label="Contraseña"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...field('password')}
          slotProps={{
            input: {
              endAdornment: <VisibilityToggle shown={showPassword} onToggle={() => setShowPassword(!showPassword)} />,
            },
          }}
        />
        <Link
          component={RouterLink}
          to={paths.forgotPassword}
          sx={{ justifySelf: 'end', fontWeight: 600, mt: -1, py: 1 }}
        >
          ¿Olvidaste tu contraseña?
        </Link>
        <SubmitButton pending={login.isPending} pendingText="Iniciando...">
          Iniciar Sesión
        </SubmitButton>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        ¿Aún no eres distribuidor?{' '}
        <Link component={RouterLink} to={paths.register} sx={{ fontWeight: 600 }}>
          Regístrate
        </Link>
      </Typography>
      <Typography sx={{ mt: 1, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.home} color="text.secondary">
          ← Volver al inicio
        </Link>
      </Typography>
    </AuthShell>
  );
}
