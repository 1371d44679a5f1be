import { formatCop } from '@multyhealth/brand/tokens';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { companyWhatsapp, whatsappLink } from '../../../lib/whatsapp.rules';
import type { RegistrationView } from '../api/registration-status.query';
import { paymentHelpMessage } from '../registration-status.rules';

/**
 * 'Cómo pagar' while a registration waits for its payment: the company's payment details, or, when the administrator
 * has not written any, a WhatsApp chat with the company that already names the applicant and the amount.
 */
export function PaymentInstructions({
  view,
  afterOnlinePayment,
}: {
  view: RegistrationView;
  /** Shown below 'Pagar en línea': the transfer is the second way to pay. */
  afterOnlinePayment: boolean;
}) {
  const instructions = view.paymentInstructions?.trim();
  return (
    <section className="registration-status__block" data-testid="payment-instructions" aria-labelledby="how-to-pay">
      <h2 id="how-to-pay">{afterOnlinePayment ? 'O paga por transferencia' : 'Cómo pagar'}</h2>
      {instructions ? (
        <p className="registration-status__instructions">
          {view.fee ? `Paga ${formatCop(view.fee.amount)} por transferencia o consignación con estos datos:\n` : ''}
          {instructions}
        </p>
      ) : (
        <>
          <p className="muted">Escríbenos por WhatsApp y te enviamos los datos para pagar tu cuota de registro.</p>
          <a
            href={whatsappLink(companyWhatsapp(), paymentHelpMessage(view.name, view.fee?.amount ?? null))}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn--whatsapp btn--lg"
          >
            <WhatsappIcon />
            Pedir los datos de pago por WhatsApp
          </a>
        </>
      )}
    </section>
  );
}
