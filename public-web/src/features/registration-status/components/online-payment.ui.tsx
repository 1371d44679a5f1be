import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import type { RegistrationView } from '../api/registration-status.query';
import { useStartOnlinePayment } from '../api/start-online-payment.mutation';
import { paymentInReview } from '../registration-status.rules';

const FAILED = ['DECLINED', 'VOIDED', 'ERROR'];

/**
 * 'Pagar en línea' (PSE, Nequi, tarjeta) on the applicant's status page, and what came of the last attempt once the
 * applicant is back from the checkout. Shown only while online payment is configured (`view.onlinePayment`).
 */
export function OnlinePayment({
  token,
  view,
  returning,
}: {
  token: string;
  view: RegistrationView;
  returning: boolean;
}) {
  const toast = useToast();
  const start = useStartOnlinePayment(token);
  const payment = view.payment ?? null;
  const failed = !!payment && FAILED.includes(payment.status);
  const inReview = paymentInReview(view);
  const confirming = returning && payment?.status === 'PENDING';

  const pay = () =>
    start.mutate(undefined, {
      onSuccess: (checkout) => window.location.assign(checkout.checkoutUrl),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorText(error, 'No pudimos iniciar el pago en línea. Inténtalo de nuevo.'),
          variant: 'error',
        }),
    });

  return (
    <section className="online-payment" data-testid="online-payment" aria-labelledby="online-payment-title">
      <h2 id="online-payment-title">{inReview ? 'Tu pago en línea' : 'Pagar en línea'}</h2>
      {confirming && (
        <p role="status" className="online-payment__confirming">
          <span className="spinner spinner--small" aria-hidden="true" />
          Estamos confirmando tu pago con el banco. Esta página se actualizará sola.
        </p>
      )}
      {failed && (
        <div role="alert">
          <p className="online-payment__failed">Pago rechazado</p>
          <p>Tu pago no se completó y no se hizo ningún cobro. Puedes intentarlo de nuevo.</p>
        </div>
      )}
      {inReview ? (
        <p role="status">
          Recibimos tu pago y lo estamos revisando. Te avisaremos por email cuando tu cuenta esté activa.
        </p>
      ) : (
        !confirming && (
          <>
            <p className="muted">Paga con PSE, Nequi o tarjeta y tu cuenta se activa en cuanto el pago se confirme.</p>
            <button type="button" className="btn btn--primary btn--lg" disabled={start.isPending} onClick={pay}>
              {start.isPending && <span className="spinner spinner--small" aria-hidden="true" />}
              {failed ? 'Intentar de nuevo' : 'Pagar en línea'}
            </button>
          </>
        )
      )}
    </section>
  );
}
