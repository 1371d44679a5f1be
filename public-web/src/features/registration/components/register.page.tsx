import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { paths } from '../../../config/paths';
import { REGISTRATION_INCLUDES } from '../../../config/site';
import { rememberReferral, storedReferral } from '../../../lib/referral.store';
import { useReferrer } from '../api/get-referrer.query';
import type { RegisterResponse } from '../api/register.mutation';
import { RegistrationForm } from './registration.form';
import { RegistrationSuccess } from './registration-success.ui';
import './registration.css';

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
      <div className="registration__top">
        <Link to={paths.home} className="registration__back">
          ← Volver al inicio
        </Link>
        {referrer.data && <span className="chip chip--yellow">Te invitó: {referrer.data.name}</span>}
      </div>
      <h1 className="registration__title">Regístrate como distribuidor</h1>
      <p className="auth__lead">Completa tus datos y te enviaremos las instrucciones de pago por email.</p>
      <RegistrationForm sponsor={sponsor} onRegistered={setResult} />
      <p className="auth__footer-text">
        ¿Ya tienes cuenta?{' '}
        <Link to={paths.login} className="auth__link">
          Inicia sesión
        </Link>
      </p>
    </AuthShell>
  );
}
