import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';
import { useOnlineRenewal, useStartOnlineRenewal } from '../api/online-renewal.query';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status.query';

/** The checkout sends the seller back with `?renovacion=1&id=…`; reminder e-mails link to `?renovar=1`. */
function useReturn() {
  const [params] = useSearchParams();
  return { transactionId: params.get('renovacion') ? params.get('id') : null, focus: params.has('renovar') };
}

/** 'Renovar en línea' for the subscription banner; nothing when online payment is off. */
export function OnlineRenewalButton() {
  const { transactionId, focus } = useReturn();
  const status = useOnlineRenewal(transactionId);
  const start = useStartOnlineRenewal();
  const toast = useToast();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus && status.isSuccess) button.current?.focus();
  }, [focus, status.isSuccess]);
  if (!status.isSuccess) return null;
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
    <Button
      ref={button}
      // The primary way to renew when online payment is on; 'Renovar' by WhatsApp stays beside it, outlined.
      color="primary"
      variant="contained"
      onClick={pay}
      disabled={start.isPending}
      startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ flex: 'none', alignSelf: 'center', mr: 1 }}
    >
      Renovar en línea
    </Button>
  );
}

/** What came of the online renewal the seller is back from. */
export function OnlineRenewalResult() {
  const { transactionId } = useReturn();
  const status = useOnlineRenewal(transactionId, !!transactionId);
  const queryClient = useQueryClient();
  const payment = transactionId ? status.data?.payment : null;
  const approved = payment?.status === 'APPROVED';
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions().queryKey });
  }, [approved, queryClient]);
  if (!payment) return null;
  if (approved) return <Alert severity="success">Renovación aprobada: tu suscripción suma un año más.</Alert>;
  if (payment.status === 'PENDING')
    return <Alert severity="info">Estamos confirmando tu pago. Esta página se actualizará sola.</Alert>;
  return <Alert severity="error">Pago rechazado: no se hizo ningún cobro. Puedes intentarlo de nuevo.</Alert>;
}
