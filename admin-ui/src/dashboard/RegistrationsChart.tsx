import { BarChart } from '@mui/x-charts/BarChart';
import { formatDate } from '@multyhealth/brand';
import { useTranslate } from 'react-admin';

/** Registrations per week (GET /api/admin/dashboard → registrationsPerWeek), its own lazy chunk. */
export default function RegistrationsChart({ data }: { data: { week: string; count: number }[] }) {
  const translate = useTranslate();
  const labels = data.map((d) => formatDate(`${d.week}T12:00:00`).slice(0, 5));
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: labels, valueFormatter: (v: string, ctx) => (ctx.location === 'tooltip' ? translate('mh.dashboard.weekOf', { date: v }) : v) }]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[{ data: data.map((d) => d.count), label: translate('mh.dashboard.registrationsAxis'), color: '#16A34A' }]}
      hideLegend
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
