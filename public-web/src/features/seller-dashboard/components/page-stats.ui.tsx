import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCop, formatNumber } from '@multyhealth/brand/tokens';
import type { ReactNode } from 'react';
import { useAnalyticsSummary, type AnalyticsSummary, type SummaryPeriod } from '../api/get-analytics-summary.query';
import { LoadError } from './load-error.ui';
import { OrderFunnel } from './order-funnel.ui';
import VisitsChart from './visits-chart.ui';

const SOURCE_LABELS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  qr: 'Código QR',
  otro: 'Otros sitios',
  directo: 'Directo',
};
const DEVICE_LABELS: Record<string, string> = { teléfono: 'Teléfono', computador: 'Computador' };
const percent = new Intl.NumberFormat('es-CO', { style: 'percent', maximumFractionDigits: 1 });

/** Contact rate: WhatsApp clicks per unique visitor. */
export function contactRate(summary: Pick<AnalyticsSummary, 'whatsappClicks' | 'uniqueVisitors'>): string {
  return summary.uniqueVisitors > 0 ? percent.format(summary.whatsappClicks / summary.uniqueVisitors) : '—';
}

/** The period's figures, where visits come from, on what, and what each product brings (GET …/analytics/summary). */
export default function PageStats({ days }: { days: SummaryPeriod }) {
  const { data, isPending, isError, refetch, isFetching } = useAnalyticsSummary(days);
  if (isPending) return <Skeleton variant="rounded" height={360} />;
  if (isError || !data)
    return <LoadError text="No pudimos cargar tus estadísticas." retry={() => refetch()} retrying={isFetching} />;
  const empty = data.visits + data.whatsappClicks + data.orderIntents + data.orders.created === 0;
  return (
    <Box
      sx={{ display: 'grid', gap: 3, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={isFetching}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
        data-testid="summary-figures"
      >
        <Figure label="Visitas" value={formatNumber(data.visits)} />
        <Figure label="Visitantes únicos" value={formatNumber(data.uniqueVisitors)} />
        <Figure label="Clics en WhatsApp" value={formatNumber(data.whatsappClicks)} />
        <Figure label="Pedidos" value={formatNumber(data.orders.created)} />
        <Figure label="Ventas entregadas" value={formatCop(data.sales.delivered)} />
        <Figure label="Tasa de contacto" value={contactRate(data)} hint="Clics ÷ visitantes únicos" />
      </Box>
      {empty ? (
        <Box sx={{ p: 3, textAlign: 'center', bgcolor: '#F6FAF7', borderRadius: '12px' }} data-testid="summary-empty">
          <Typography sx={{ fontWeight: 700 }}>Sin actividad en los últimos {days} días</Typography>
          <Typography color="text.secondary">
            Comparte tu enlace o tu código QR: aquí verás de dónde llegan tus visitas y qué productos piden.
          </Typography>
        </Box>
      ) : (
        <>
          <OrderFunnel summary={data} />
          <Section title="Visitas, clics y pedidos por día">
            <VisitsChart days={days} />
          </Section>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' } }}>
            <Section title="¿De dónde llegan tus visitas?">
              {data.sources.length === 0 ? (
                <Typography color="text.secondary">Sin visitas en este periodo.</Typography>
              ) : (
                <Box
                  role="img"
                  aria-label={`Visitas por origen: ${data.sources.map((s) => `${SOURCE_LABELS[s.source] ?? s.source} ${s.visits}`).join(', ')}`}
                >
                  <BarChart
                    layout="horizontal"
                    height={Math.max(140, data.sources.length * 44 + 40)}
                    yAxis={[
                      {
                        scaleType: 'band',
                        data: data.sources.map((s) => SOURCE_LABELS[s.source] ?? s.source),
                        width: 96,
                      },
                    ]}
                    xAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (v: number) => formatNumber(v) }]}
                    series={[
                      {
                        data: data.sources.map((s) => s.visits),
                        label: 'Visitas',
                        color: '#15803D',
                        valueFormatter: (v) => formatNumber(v ?? 0),
                      },
                    ]}
                    hideLegend
                    margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
                  />
                </Box>
              )}
            </Section>
            <Section title="Dispositivos">
              {data.devices.length === 0 ? (
                <Typography color="text.secondary">Sin visitas en este periodo.</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                  {data.devices.map((d) => (
                    <Box component="li" key={d.device}>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                        <span>{DEVICE_LABELS[d.device] ?? d.device}</span>
                        <strong>
                          {formatNumber(d.visits)} ({percent.format(d.visits / Math.max(1, data.visits))})
                        </strong>
                      </Box>
                      <Box sx={{ mt: 0.5, height: 10, borderRadius: '5px', bgcolor: '#E8F3EC' }}>
                        <Box
                          sx={{
                            height: '100%',
                            borderRadius: '5px',
                            bgcolor: '#15803D',
                            width: `${(100 * d.visits) / Math.max(1, data.visits)}%`,
                          }}
                        />
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
            </Section>
          </Box>
          <Section title="Productos">
            <Table
              size="small"
              aria-label="Clics y pedidos por producto"
              // Fixed columns: the table fits a 360-px phone instead of running off its edge. Headings wrap between
              // words only ('Clics en / WhatsApp', never 'WhatsAp/p'); long product names may break anywhere.
              sx={{
                tableLayout: 'fixed',
                '& th, & td': { px: 1 },
                '& td': { overflowWrap: 'break-word' },
                '& th': { overflowWrap: 'normal', wordBreak: 'keep-all', hyphens: 'none' },
              }}
            >
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '38%' }}>Producto</TableCell>
                  <TableCell align="right">Clics en WhatsApp</TableCell>
                  <TableCell align="right">Pedidos</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.products.map((p) => (
                  <TableRow key={p.productId}>
                    <TableCell sx={{ overflowWrap: 'break-word' }}>{p.name}</TableCell>
                    <TableCell align="right">{formatNumber(p.clicks)}</TableCell>
                    <TableCell align="right">{formatNumber(p.orderIntents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
        </>
      )}
    </Box>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: '12px', bgcolor: '#F6FAF7', minWidth: 0 }}>
      <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 800 }}>
        {value}
      </Typography>
      {hint && (
        <Typography component="dd" color="text.secondary" sx={{ m: 0, fontSize: '0.75rem' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
