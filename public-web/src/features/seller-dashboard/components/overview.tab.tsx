import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.ui';
import { absoluteUrl, paths } from '../../../config/paths';
import { lazyWithRetry } from '../../../lib/lazy-retry';
import { SUMMARY_PERIODS, type SummaryPeriod } from '../api/get-analytics-summary.query';
import type { SellerDashboard } from '../api/get-dashboard.query';
import { daysRemainingTone } from '../subscription.rules';
import { LoadError } from './load-error.ui';
import { MonthSalesCard } from './month-sales.card';
import { NotificationsCard } from './notifications.card';
import { PageQrCard } from './page-qr.card';
import { SellerAvatar } from './seller-avatar.ui';

// @mui/x-charts is large: it loads only when Resumen shows the statistics.
const PageStats = lazyWithRetry(() => import('./page-stats.ui'));

const TONE_STYLE = {
  green: { bgcolor: '#15803D', color: '#fff' },
  yellow: { bgcolor: '#FACC15', color: '#111827' },
  red: { bgcolor: '#DC2626', color: '#fff' },
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.25,
        borderBottom: '1px solid #F1F5F3',
        '&:last-child': { borderBottom: 0 },
      }}
    >
      <Typography color="text.secondary" sx={{ flex: 'none' }}>
        {label}
      </Typography>
      <Box sx={{ textAlign: 'right', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function DaysRemaining({ days }: { days: number }) {
  const tone = daysRemainingTone(days);
  return (
    <Chip
      data-testid="days-remaining"
      data-tone={tone}
      label={days <= 0 ? 'Expirado' : `${days} ${days === 1 ? 'día' : 'días'}`}
      sx={{ ...TONE_STYLE[tone], fontWeight: 700 }}
    />
  );
}

export function OverviewTab({ data }: { data: SellerDashboard }) {
  const pageUrl = absoluteUrl(paths.distributor(data.slug));
  return (
    // minmax(0, …): a long e-mail or link wraps inside its card instead of widening the column past the screen.
    <Box
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <MonthSalesCard />
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <SellerAvatar name={data.name} photo={data.photo} size={80} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {data.name}
              </Typography>
              <Typography color="text.secondary">{data.email}</Typography>
            </Box>
          </Box>
          <Row label="Código">
            <Chip
              label={data.code}
              color="secondary"
              size="small"
              sx={{
                fontWeight: 700,
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
              }}
            />
          </Row>
          <Row label="Ciudad">{data.city || 'No definido'}</Row>
          <Row label="Mi página">
            <Link href={paths.distributor(data.slug)} target="_blank" rel="noopener">
              {pageUrl.replace(/^https?:\/\//, '')}
            </Link>
          </Row>
          {data.remainingDays != null && (
            <Row label="Días restantes">
              <DaysRemaining days={data.remainingDays} />
            </Row>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Configuración Actual
          </Typography>
          <Row label="Mostrar FAQ">{data.showFAQ ? 'Sí' : 'No'}</Row>
          <Row label="Mostrar Precios">{data.showPrices ? 'Sí' : 'No'}</Row>
          <Box sx={{ pt: 1.25 }}>
            <Typography color="text.secondary">Mensaje personal</Typography>
            <Typography sx={{ mt: 0.5, fontStyle: data.personalMessage ? 'normal' : 'italic' }}>
              {data.personalMessage || 'No definido'}
            </Typography>
          </Box>
        </CardContent>
      </Card>
      <StatsCard />
      <PageQrCard slug={data.slug} pageUrl={pageUrl} />
      <NotificationsCard />
    </Box>
  );
}

/** The page's statistics for a chosen period: 7, 30 or 90 days. */
function StatsCard() {
  const [days, setDays] = useState<SummaryPeriod>(30);
  return (
    <Card variant="outlined" sx={{ gridColumn: { md: '1 / -1' } }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              Estadísticas de tu página
            </Typography>
            <Typography color="text.secondary">Últimos {days} días</Typography>
          </Box>
          <ToggleButtonGroup
            value={days}
            exclusive
            size="small"
            color="primary"
            aria-label="Periodo"
            onChange={(_event, value: SummaryPeriod | null) => value && setDays(value)}
          >
            {SUMMARY_PERIODS.map((period) => (
              <ToggleButton key={period} value={period} sx={{ px: 2, minHeight: 44 }}>
                {period} días
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <ErrorBoundary fallback={(retry) => <LoadError text="No pudimos cargar tus estadísticas." retry={retry} />}>
          <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
            <PageStats days={days} />
          </Suspense>
        </ErrorBoundary>
      </CardContent>
    </Card>
  );
}
