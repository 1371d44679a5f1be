import { BarChart } from '@mui/x-charts/BarChart';
import { formatDate } from '@multyhealth/brand';
import { useTranslate } from 'react-admin';

/** Registrations and approvals per week (GET /api/admin/dashboard → weekly), its own lazy chunk. */
export default function RegistrationsChart({
  data,
}: {
  data: { week: string; registrations: number; approvals: number }[];
}) {
  const translate = useTranslate();
  const labels = data.map((d) => formatDate(`${d.week}T12:00:00`).slice(0, 5));
  return (
    <BarChart
      height={260}
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          valueFormatter: (v: string, ctx) =>
            ctx.location === 'tooltip' ? translate('mh.dashboard.weekOf', { date: v }) : v,
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[
        {
          data: data.map((d) => d.registrations),
          label: translate('mh.dashboard.registrationsAxis'),
          color: '#16A34A',
        },
        { data: data.map((d) => d.approvals), label: translate('mh.dashboard.approvalsAxis'), color: '#2563EB' },
      ]}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
    />
  );
}
