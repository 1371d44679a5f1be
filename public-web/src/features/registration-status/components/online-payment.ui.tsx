import CreditCard from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import type { RegistrationView } from '../api/registration-status.query';
import { useStartOnlinePayment } from '../api/start-online-payment.mutation';

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
  const inReview = payment?.status === 'APPROVED';
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
    <Box
      sx={{ p: 2, borderRadius: 3, border: 2, borderColor: 'primary.main', display: 'grid', gap: 1.5 }}
      data-testid="online-payment"
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Pagar en línea
      </Typography>
      {confirming && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>Estamos confirmando tu pago con el banco. Esta página se actualizará sola.</Typography>
        </Box>
      )}
      {failed && (
        <Box role="alert">
          <Typography sx={{ fontWeight: 700, color: 'error.main' }}>Pago rechazado</Typography>
          <Typography>Tu pago no se completó y no se hizo ningún cobro. Puedes intentarlo de nuevo.</Typography>
        </Box>
      )}
      {inReview ? (
        <Typography role="status">
          Recibimos tu pago y lo estamos revisando. Te avisaremos por email cuando tu cuenta esté activa.
        </Typography>
      ) : (
        !confirming && (
          <>
            <Typography color="text.secondary">
              Paga con PSE, Nequi o tarjeta y tu cuenta se activa en cuanto el pago se confirme.
            </Typography>
            <Button
              variant="contained"
              size="large"
              startIcon={start.isPending ? <CircularProgress size={20} color="inherit" /> : <CreditCard />}
              disabled={start.isPending}
              onClick={pay}
              sx={{ minHeight: 52 }}
            >
              {failed ? 'Intentar de nuevo' : 'Pagar en línea'}
            </Button>
          </>
        )
      )}
    </Box>
  );
}
