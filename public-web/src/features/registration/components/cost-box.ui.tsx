import { formatCop } from '@multyhealth/brand/tokens';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAccountPricing } from '../api/get-account-pricing.query';
import { registrationFee, type DiscountCheck } from '../discount-code.rules';

/** Live cost: the regular price, or the discount price once the server has accepted the typed code. */
export function CostBox({ check }: { check: DiscountCheck | undefined }) {
  const { data, isLoading, isError, isFetching, refetch } = useAccountPricing();
  if (isLoading) return <Skeleton variant="rounded" height={96} />;
  if (isError || !data) {
    // Without the fee nobody should register blind: the page keeps 'Registrarme' disabled until it loads.
    return (
      <Box
        role="alert"
        data-testid="cost-box-error"
        sx={{
          p: 2.5,
          borderRadius: 3,
          border: '2px solid',
          borderColor: 'error.main',
          bgcolor: '#FEF2F2',
          display: 'grid',
          gap: 1,
          justifyItems: 'start',
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>No pudimos cargar el costo de registro</Typography>
        <Typography variant="body2" color="text.secondary">
          Revisa tu conexión y vuelve a intentarlo; podrás registrarte cuando veamos el valor a pagar.
        </Typography>
        <Button variant="outlined" onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? 'Cargando...' : 'Reintentar'}
        </Button>
      </Box>
    );
  }
  const fee = registrationFee(data, check);
  return (
    <Box
      aria-live="polite"
      data-testid="cost-box"
      sx={{
        p: 2.5,
        borderRadius: 3,
        border: '2px solid',
        borderColor: fee.discounted ? 'primary.main' : '#E5E7EB',
        bgcolor: fee.discounted ? '#F0F7F2' : '#F9FAFB',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>Costo de registro</Typography>
        {fee.discounted && <Chip size="small" color="primary" label="Código de descuento aplicado" />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mt: 0.5 }}>
        <Typography
          component="p"
          data-testid="registration-total"
          sx={{ fontSize: '1.75rem', fontWeight: 800, color: fee.discounted ? 'primary.main' : 'text.primary' }}
        >
          {formatCop(fee.amount)}
        </Typography>
        {fee.discounted && (
          <Typography component="s" color="text.secondary" aria-label={`Precio regular ${formatCop(fee.regular)}`}>
            {formatCop(fee.regular)}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Pago anual: tu suscripción dura un año y se renueva cada año. Pagas por transferencia o consignación; te
        enviamos las instrucciones por email.
      </Typography>
    </Box>
  );
}
