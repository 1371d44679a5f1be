import { formatCop } from '@multyhealth/brand/tokens';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="payment-instructions">
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {afterOnlinePayment ? 'O paga por transferencia' : 'Cómo pagar'}
      </Typography>
      {instructions ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {view.fee ? `Paga ${formatCop(view.fee.amount)} por transferencia o consignación con estos datos:\n` : ''}
          {instructions}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary">
            Escríbenos por WhatsApp y te enviamos los datos para pagar tu cuota de registro.
          </Typography>
          <Button
            component="a"
            href={whatsappLink(companyWhatsapp(), paymentHelpMessage(view.name, view.fee?.amount ?? null))}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="large"
            startIcon={<WhatsApp />}
            sx={{ minHeight: 52 }}
          >
            Pedir los datos de pago por WhatsApp
          </Button>
        </>
      )}
    </Box>
  );
}
