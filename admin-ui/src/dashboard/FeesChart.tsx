import { BarChart } from '@mui/x-charts/BarChart';
import { formatCop } from '@multyhealth/brand';
import { useTranslate } from 'react-admin';
import type { AdminDashboard } from '../providers/dataProvider';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const oneDecimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** An axis tick in pesos, short enough for the axis: '$ 950', '$ 350 mil', '$ 1,5 M' (millones). */
function copTick(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `$ ${oneDecimal.format(value / 1_000_000)} M`;
  if (abs >= 1_000) return `$ ${oneDecimal.format(value / 1_000)} mil`;
  return `$ ${oneDecimal.format(value)}`;
}

/** Renewal fees falling due per month, regular and discount stacked, its own lazy chunk. */
export default function FeesChart({ data }: { data: AdminDashboard['feesPerMonth'] }) {
  const translate = useTranslate();
  const labels = data.map((d) => `${MONTHS[Number(d.month.slice(5, 7)) - 1]} ${d.month.slice(2, 4)}`);
  const money = (v: number | null) => (v == null ? '' : formatCop(v));
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: labels }]}
      yAxis={[{ width: 84, label: translate('mh.dashboard.feesAxis'), valueFormatter: copTick }]}
      series={[
        {
          data: data.map((d) => d.regularAmount),
          label: translate('mh.dashboard.feesRegular'),
          stack: 'fees',
          color: '#16A34A',
          valueFormatter: money,
        },
        {
          data: data.map((d) => d.discountAmount),
          label: translate('mh.dashboard.feesDiscount'),
          stack: 'fees',
          color: '#F59E0B',
          valueFormatter: money,
        },
      ]}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
