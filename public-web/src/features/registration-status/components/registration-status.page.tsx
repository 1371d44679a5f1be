import { formatCop } from '@multyhealth/brand/tokens';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AsideCopy, AuthShell } from '../../../components/layouts/auth-shell.layout';
import { CheckIcon } from '../../../components/ui/icons.ui';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useRegistration, type RegistrationView } from '../api/registration-status.query';
import { useUploadProof } from '../api/upload-proof.mutation';
import { PaymentInstructions } from './payment-instructions.ui';
import { paymentInReview, PROOF_ACCEPT, proofProblem, STATUS_LABELS } from '../registration-status.rules';
import { OnlinePayment } from './online-payment.ui';
import './registration-status.css';

const ASIDE = (
  <AsideCopy
    title="Tu registro, paso a paso."
    lines={['Paga la cuota de registro', 'Sube tu comprobante aquí', 'Recibe tu acceso por email']}
  />
);

/** The applicant's private page, reached from the payment-instructions e-mail. */
export function RegistrationStatusPage({ token }: { token: string }) {
  // The online checkout sends the applicant back here with `?id={transactionId}`.
  const transactionId = useSearchParams()[0].get('id');
  const registration = useRegistration(token, transactionId);
  return (
    <AuthShell aside={ASIDE}>
      {registration.isPending ? (
        <div className="auth__checking" aria-busy="true">
          <span className="spinner" role="progressbar" aria-label="Cargando" />
        </div>
      ) : registration.isError ? (
        <div role="alert" className="registration-status">
          <h1>Mi registro</h1>
          <p>{errorText(registration.error, 'No pudimos cargar tu registro. Inténtalo de nuevo.')}</p>
        </div>
      ) : (
        <Registration token={token} view={registration.data} returning={!!transactionId} />
      )}
      <p className="auth__footer-text">
        <Link to={paths.home} className="auth__quiet-link">
          ← Volver al inicio
        </Link>
      </p>
    </AuthShell>
  );
}

function Registration({ token, view, returning }: { token: string; view: RegistrationView; returning: boolean }) {
  return (
    <div className="registration-status">
      <div>
        <h1>{view.name ? `Hola, ${view.name}` : 'Mi registro'}</h1>
        <p className="registration-status__state">
          <span className="muted">Estado de tu registro:</span>
          <span className={`status-chip status-chip--${view.status}`} data-testid="registration-status">
            {paymentInReview(view) ? 'Pago en revisión' : STATUS_LABELS[view.status]}
          </span>
        </p>
      </div>
      {view.status === 'approved' && (
        <div className="registration-status__block">
          <p>¡Tu cuenta de distribuidor está activa!</p>
          <p>
            Revisa tu email{view.email ? ` (${view.email})` : ''}: te enviamos tu página y un enlace para elegir tu
            contraseña. Ábrelo primero; después podrás iniciar sesión con tu email y esa contraseña. Si no lo
            encuentras, revisa tu carpeta de spam o correo no deseado.
          </p>
          <Link to={paths.login} className="btn btn--outline btn--lg">
            Ya elegí mi contraseña: Iniciar Sesión
          </Link>
        </div>
      )}
      {view.status === 'rejected' && (
        <div className="registration-status__block">
          <p>
            No pudimos confirmar tu registro, por lo que fue cancelado. Si crees que es un error, escríbenos; puedes
            volver a registrarte cuando quieras.
          </p>
          <Link to={paths.register} className="btn btn--outline btn--lg">
            Registrarme de nuevo
          </Link>
        </div>
      )}
      {(view.status === 'pending-payment' || view.status === 'proof-received') && (
        <PendingPayment token={token} view={view} returning={returning} />
      )}
    </div>
  );
}

function PendingPayment({ token, view, returning }: { token: string; view: RegistrationView; returning: boolean }) {
  return (
    <>
      {view.fee && !paymentInReview(view) && (
        <div className="registration-status__fee">
          <p className="muted">Valor a pagar</p>
          <p className="registration-status__amount" data-testid="registration-fee">
            {formatCop(view.fee.amount)}
          </p>
          {view.fee.discounted && <p className="registration-status__discounted">Con tu código de descuento</p>}
        </div>
      )}
      {view.onlinePayment && <OnlinePayment token={token} view={view} returning={returning} />}
      {/* A payment under review is money already received: offering to pay or upload again invites paying twice. */}
      {!paymentInReview(view) && (
        <>
          <PaymentInstructions view={view} afterOnlinePayment={Boolean(view.onlinePayment)} />
          <ProofUpload token={token} uploaded={view.proofUploaded} />
        </>
      )}
    </>
  );
}

function ProofUpload({ token, uploaded }: { token: string; uploaded: boolean }) {
  const toast = useToast();
  const upload = useUploadProof(token);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = proofProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () =>
        toast({
          title: 'Comprobante recibido',
          description: 'Lo revisaremos y te avisaremos por email cuando tu cuenta esté activa.',
        }),
      onError: (error) => {
        const message = errorText(error, 'No se pudo subir el comprobante. Inténtalo de nuevo.');
        setProblem(message);
        toast({ title: 'Error', description: message, variant: 'error' });
      },
    });
  };

  return (
    <section className="registration-status__block" aria-labelledby="proof-title">
      <h2 id="proof-title">Comprobante de pago</h2>
      {uploaded ? (
        <p className="registration-status__received">
          <CheckIcon />
          Recibimos tu comprobante. Si te equivocaste de archivo, puedes subir otro y reemplazará al anterior.
        </p>
      ) : (
        <p className="muted">
          Cuando hayas pagado, sube una foto o captura del comprobante (JPEG, PNG o WebP) o el PDF de tu banco, de
          máximo 5MB.
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept={PROOF_ACCEPT}
        hidden
        onChange={onChange}
        aria-label="Archivo del comprobante"
        data-testid="proof-input"
      />
      <button
        type="button"
        className={uploaded ? 'btn btn--outline btn--lg' : 'btn btn--primary btn--lg'}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
        {upload.isPending ? 'Subiendo...' : uploaded ? 'Reemplazar comprobante' : 'Subir comprobante'}
      </button>
      {problem && (
        <p role="alert" className="registration-status__problem">
          {problem}
        </p>
      )}
    </section>
  );
}
