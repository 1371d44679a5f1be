import { formatCop } from '@multyhealth/brand/tokens';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/ui/icons.ui';
import { useToast } from '../../../components/ui/toast.context';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { usePayNow } from '../api/pay-now.mutation';
import type { RegisterResponse } from '../api/register.mutation';

/** 'Registro exitoso' with the four next steps. */
export function RegistrationSuccess({ result }: { result: RegisterResponse }) {
  const steps = [
    ['Revisa tu email', `Te enviamos las instrucciones de pago a ${result.user.email}.`],
    ...(result.onlinePayment
      ? [
          [
            'Paga la cuota de registro',
            `${formatCop(result.fee.amount)}: Pagar en línea (PSE, Nequi o tarjeta) con «Pagar ahora» o desde el enlace del email activa tu cuenta al instante.`,
          ],
          [
            'O paga por transferencia y sube el comprobante',
            'Con el mismo enlace personal del email: ahí ves el estado de tu registro.',
          ],
        ]
      : [
          ['Paga la cuota de registro', `${formatCop(result.fee.amount)} por transferencia o consignación.`],
          ['Sube el comprobante de pago', 'Con el enlace personal del email: ahí ves el estado de tu registro.'],
        ]),
    ['Espera la confirmación de tu cuenta', 'Al confirmar tu pago te enviaremos tus datos de acceso por email.'],
  ];
  return (
    <div className="registration-success">
      <div className="registration-success__head">
        <CheckIcon className="registration-success__icon" width={64} height={64} />
        <h1>Registro exitoso</h1>
        <p className="muted">
          Te enviamos un email con las instrucciones de pago. Si no lo encuentras, revisa tu carpeta de spam o correo no
          deseado.
        </p>
      </div>
      <h2 className="registration-success__steps-title">Próximos pasos</h2>
      <ol className="registration-success__steps">
        {steps.map(([title, text], i) => (
          <li key={title}>
            <span className="registration-success__number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <p className="registration-success__step-title">{title}</p>
              <p className="muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="registration-success__actions">
        {result.onlinePayment && result.statusUrl ? (
          <>
            <PayNow statusUrl={result.statusUrl} />
            <Link to={paths.home} className="btn btn--outline btn--lg">
              Volver al Inicio
            </Link>
          </>
        ) : (
          <>
            <Link to={paths.home} className="btn btn--outline btn--lg">
              Volver al Inicio
            </Link>
            <Link to={paths.login} className="btn btn--primary btn--lg">
              Iniciar Sesión
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

/** Straight to the gateway's checkout; it sends the applicant back to their status page. */
function PayNow({ statusUrl }: { statusUrl: string }) {
  const toast = useToast();
  const pay = usePayNow();
  const onClick = () =>
    pay.mutate(statusUrl, {
      onSuccess: (checkout) => window.location.assign(checkout.checkoutUrl),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorText(error, 'No pudimos iniciar el pago en línea. Usa el enlace del email.'),
          variant: 'error',
        }),
    });
  return (
    <button type="button" className="btn btn--primary btn--lg" disabled={pay.isPending} onClick={onClick}>
      {pay.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
      Pagar ahora
    </button>
  );
}
