import { formatDate } from '@multyhealth/brand/tokens';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { companyWhatsapp, whatsappLink } from '../../../lib/whatsapp.rules';
import { useSubscriptionStatus } from '../api/get-subscription-status.query';
import { subscriptionBanner } from '../subscription.rules';
import { OnlineRenewalButton, OnlineRenewalResult } from './online-renewal.ui';

/** The member's subscription: expired, renewal due within 30 days, or active. */
export function SubscriptionBanner({ code }: { code: string }) {
  const { data } = useSubscriptionStatus();
  if (!data) return null;
  // Phones: the button drops under the text instead of squeezing it.
  const layout = {
    alignItems: 'center',
    flexWrap: { xs: 'wrap', sm: 'nowrap' },
    '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
    '& .MuiAlert-action': {
      ml: { xs: 0, sm: 'auto' },
      pl: { xs: '36px', sm: 2 },
      pt: { xs: 0, sm: 0 },
      pb: { xs: 0.5, sm: 0 },
      width: { xs: '100%', sm: 'auto' },
    },
  } as const;
  const state = subscriptionBanner(data);
  const days = data.daysUntilExpiry ?? 0;
  const until = data.expiresAt ? ` (vence el ${formatDate(data.expiresAt)})` : '';
  const renew = (
    <>
      <OnlineRenewalButton />
      <Button
        color="inherit"
        variant="outlined"
        href={whatsappLink(
          companyWhatsapp(),
          `Hola, quiero renovar mi suscripción de Multyhealth. Mi código es ${code}.`,
        )}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ flex: 'none', alignSelf: 'center', bgcolor: '#fff' }}
      >
        Renovar
      </Button>
    </>
  );
  if (state === 'expired') {
    return (
      <>
        <OnlineRenewalResult />
        <Alert severity="error" action={renew} sx={layout}>
          <AlertTitle sx={{ fontWeight: 700 }}>Suscripción Expirada</AlertTitle>
          Tu página ya no está visible para tus clientes. Renueva tu suscripción para activarla de nuevo.
        </Alert>
      </>
    );
  }
  if (state === 'renewal') {
    return (
      <>
        <OnlineRenewalResult />
        <Alert severity="warning" action={renew} sx={layout}>
          <AlertTitle sx={{ fontWeight: 700 }}>Renovación Próxima</AlertTitle>
          Tu suscripción vence en {days === 1 ? '1 día' : `${days} días`}
          {until}. Renueva a tiempo para que tu página siga activa.
        </Alert>
      </>
    );
  }
  return (
    <>
      <OnlineRenewalResult />
      <Alert severity="success">
        <AlertTitle sx={{ fontWeight: 700 }}>Suscripción Activa</AlertTitle>
        Te quedan {days} días de suscripción{until}.
      </Alert>
    </>
  );
}
