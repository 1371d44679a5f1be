import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatCop, formatNumber } from '@multyhealth/brand/tokens';
import { useOrderOverview } from '../api/get-order-overview.query';

/** 'Ventas del mes': what was delivered this calendar month, and the month's orders. */
export function MonthSalesCard() {
  const overview = useOrderOverview();
  if (!overview.data) return null;
  const { month, monthSales, newOrders } = overview.data;
  return (
    <Card variant="outlined" data-testid="month-sales">
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          Ventas del mes
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, color: '#15803D' }}>{formatCop(monthSales)}</Typography>
        <Typography color="text.secondary">
          {formatNumber(month.delivered)} entregados · {formatNumber(month.created)} pedidos este mes ·{' '}
          {formatNumber(newOrders)} por confirmar
        </Typography>
      </CardContent>
    </Card>
  );
}
