import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { paths } from '../../../config/paths';
import { REGISTRATION_INCLUDES } from '../../../config/site';
import { rememberReferral, storedReferral } from '../../../lib/referral.store';
import { useReferrer } from '../api/get-referrer.query';
import type { RegisterResponse } from '../api/register.mutation';
import { RegistrationForm } from './registration.form';
import { RegistrationSuccess } from './registration-success.ui';

export function RegisterPage() {
  const [params] = useSearchParams();
  const [result, setResult] = useState<RegisterResponse | null>(null);
  const refParam = params.get('ref');
  useEffect(() => rememberReferral(refParam), [refParam]);
  const sponsor = refParam?.trim() || storedReferral();
  const referrer = useReferrer(sponsor);
  const aside = <AsideCopy title="Tu negocio de bienestar empieza aquí." lines={REGISTRATION_INCLUDES} />;

  if (result) {
    return (
      <AuthShell aside={aside} wide>
        <RegistrationSuccess result={result} />
      </AuthShell>
    );
  }
  return (
    <AuthShell aside={aside} wide>
      {/* The invitation arrives after the page (its own request): beside the link, in a row of fixed height, it moves
          nothing. */}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 44 }}>
        <Link
          component={RouterLink}
          to={paths.home}
          color="text.secondary"
          sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center', flex: 'none' }}
        >
          ← Volver al inicio
        </Link>
        {referrer.data && (
          <Chip label={`Te invitó: ${referrer.data.name}`} color="secondary" sx={{ fontWeight: 600, minWidth: 0 }} />
        )}
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mt: 1 }}>
        Regístrate como distribuidor
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        Completa tus datos y te enviaremos las instrucciones de pago por email.
      </Typography>
      <RegistrationForm sponsor={sponsor} onRegistered={setResult} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        ¿Ya tienes cuenta?{' '}
        <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
          Inicia sesión
        </Link>
      </Typography>
    </AuthShell>
  );
}
