import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@multyhealth/brand/tokens';
import type { AnalyticsSummary } from '../api/get-analytics-summary.query';

const percent = new Intl.NumberFormat('es-CO', { style: 'percent', maximumFractionDigits: 0 });

/**
 * Visitors → contacts (unique visitors who wrote by WhatsApp or ordered) → orders → delivered in the period, each step
 * with its share of the one before, never over 100 % (a delivery of an order from before the period, say).
 */
export function OrderFunnel({ summary }: { summary: AnalyticsSummary }) {
  const steps = [
    ['Visitantes', summary.uniqueVisitors],
    ['Contactos', summary.contacts],
    ['Pedidos', summary.orders.created],
    ['Entregados', summary.orders.delivered],
  ] as const;
  const top = Math.max(1, steps[0][1]);
  return (
    <Box component="section" aria-label="Embudo de ventas" data-testid="order-funnel">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        De la visita a la venta
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {steps.map(([label, value], i) => (
          <Box component="li" key={label} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: '0.95rem' }}>
              <span>{label}</span>
              <span>
                <strong>{formatNumber(value)}</strong>
                {i > 0 && steps[i - 1][1] > 0 && (
                  <Typography
                    component="span"
                    color="text.secondary"
                    sx={{ ml: 1, fontSize: '0.85rem' }}
                    data-testid="funnel-share"
                  >
                    {percent.format(Math.min(1, value / steps[i - 1][1]))}
                  </Typography>
                )}
              </span>
            </Box>
            <Box sx={{ height: 8, borderRadius: 4, bgcolor: '#E5EFE8', overflow: 'hidden' }} aria-hidden="true">
              <Box sx={{ height: '100%', width: `${Math.min(100, (value / top) * 100)}%`, bgcolor: '#16A34A' }} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
