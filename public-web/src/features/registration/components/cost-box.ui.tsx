import { formatCop } from '@multyhealth/brand/tokens';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAccountPricing } from '../api/get-account-pricing.query';
import { registrationFee, type DiscountCheck } from '../discount-code.rules';

/** Live cost: the regular price, or the discount price once the server has accepted the typed code. */
export function CostBox({ check }: { check: DiscountCheck | undefined }) {
  const { data, isLoading, isError } = useAccountPricing();
  if (isLoading) return <Skeleton variant="rounded" height={96} />;
  if (isError || !data) return null;
  const fee = registrationFee(data, check);
  return (
    <Box
      aria-live="polite"
      data-testid="cost-box"
      sx={{ p: 2.5, borderRadius: 3, border: '2px solid', borderColor: fee.discounted ? 'primary.main' : '#E5E7EB', bgcolor: fee.discounted ? '#F0F7F2' : '#F9FAFB' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>Costo de registro</Typography>
        {fee.discounted && <Chip size="small" color="primary" label="Código de descuento aplicado" />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mt: 0.5 }}>
        <Typography component="p" data-testid="registration-total" sx={{ fontSize: '1.75rem', fontWeight: 800, color: fee.discounted ? 'primary.main' : 'text.primary' }}>
          {formatCop(fee.amount)}
        </Typography>
        {fee.discounted && (
          <Typography component="s" color="text.secondary" aria-label={`Precio regular ${formatCop(fee.regular)}`}>
            {formatCop(fee.regular)}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Pago único anual por transferencia o consignación. Te enviamos las instrucciones por email.
      </Typography>
    </Box>
  );
}
