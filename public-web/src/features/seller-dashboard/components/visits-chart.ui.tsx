import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber } from '@multyhealth/brand/tokens';
import { useAnalytics } from '../api/get-analytics.query';
import { LoadError } from './load-error.ui';

const dayLabel = (date: string) => {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
};

/**
 * Equal series draw the same line: a wide solid one under a dashed one under a dotted one, so each stays visible
 * where they meet (days with as many clicks as orders, or none of either).
 */
const SERIES_STROKES = {
  '& path[data-series="visits"]': { strokeWidth: 5 },
  '& path[data-series="clicks"]': { strokeWidth: 3, strokeDasharray: '9 5' },
  '& path[data-series="orders"]': { strokeWidth: 2, strokeDasharray: '2 4', strokeLinecap: 'round' },
} as const;

/** Daily visits, WhatsApp clicks and orders of the period (GET /api/protected/analytics). */
export default function VisitsChart({ days = 30 }: { days?: number }) {
  const { data, isLoading, isError, refetch, isFetching } = useAnalytics(days);
  if (isLoading) return <Skeleton variant="rounded" height={280} />;
  if (isError || !data)
    return <LoadError text="No pudimos cargar tus estadísticas." retry={() => refetch()} retrying={isFetching} />;
  const visits = data.reduce((sum, d) => sum + d.visits, 0);
  const peak = Math.max(0, ...data.map((d) => Math.max(d.visits, d.whatsappClicks)));
  const clicks = data.reduce((sum, d) => sum + d.whatsappClicks, 0);
  const orders = data.reduce((sum, d) => sum + (d.orderIntents ?? 0), 0);
  return (
    <Box>
      <Box
        sx={{ width: '100%', minHeight: 280 }}
        role="img"
        aria-label={`Gráfica: ${visits} visitas, ${clicks} clics en WhatsApp y ${orders} pedidos en los últimos ${days} días`}
      >
        <LineChart
          height={280}
          xAxis={[{ data: data.map((d) => dayLabel(d.date)), scaleType: 'point', tickLabelStyle: { fontSize: 12 } }]}
          yAxis={[
            {
              min: 0,
              max: Math.max(4, peak),
              tickMinStep: 1,
              valueFormatter: (value: number) => formatNumber(value),
              width: 36,
            },
          ]}
          series={[
            {
              id: 'visits',
              data: data.map((d) => d.visits),
              label: 'Visitas',
              color: '#15803D',
              showMark: false,
              area: false,
              curve: 'monotoneX',
            },
            {
              id: 'clicks',
              data: data.map((d) => d.whatsappClicks),
              label: 'Clics en WhatsApp',
              color: '#CA8A04',
              showMark: false,
              curve: 'monotoneX',
            },
            {
              id: 'orders',
              data: data.map((d) => d.orderIntents ?? 0),
              label: 'Pedidos',
              color: '#2563EB',
              showMark: false,
              curve: 'monotoneX',
            },
          ]}
          margin={{ left: 4, right: 24, top: 12, bottom: 4 }}
          grid={{ horizontal: true }}
          sx={SERIES_STROKES}
        />
      </Box>
    </Box>
  );
}
