import { Box, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { formatNumber } from '@multyhealth/brand';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';
import { Panel } from '../components/Panel';
import type { AdminDashboard } from '../providers/dataProvider';

const FeesChart = lazy(() => import('./FeesChart'));

const clock = new Intl.DateTimeFormat('es-CO', { hour: 'numeric', minute: '2-digit' });

function Ranking({
  rows,
  empty,
  computedAt,
}: {
  rows: { key: string | number; label: ReactNode; count: number }[];
  empty: string;
  /** For the cached page rankings: when they were counted, so an empty one is not mistaken for missing data. */
  computedAt?: string;
}) {
  const translate = useTranslate();
  const when = computedAt ? (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
      {translate('mh.dashboard.rankingsAt', { time: clock.format(new Date(computedAt)) })}
    </Typography>
  ) : null;
  if (!rows.length)
    return (
      <>
        <Typography color="text.secondary">{empty}</Typography>
        {when}
      </>
    );
  return (
    <>
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem
            key={row.key}
            disableGutters
            secondaryAction={<Typography sx={{ fontWeight: 700 }}>{formatNumber(row.count)}</Typography>}
          >
            <ListItemText primary={row.label} slotProps={{ primary: { noWrap: true } }} sx={{ pr: 6 }} />
          </ListItem>
        ))}
      </List>
      {when}
    </>
  );
}

/** The business figures of the dashboard: queue age, renewal rate, rankings and the fees expected per month. */
export function BusinessPanels({ data }: { data: AdminDashboard | undefined }) {
  const translate = useTranslate();
  if (!data) return <Skeleton variant="rounded" height={260} />;
  const pages = (rows: AdminDashboard['topByVisits']) =>
    rows.map((p) => ({ key: p.id, label: <Link to={`/users/${p.id}/show`}>{p.name}</Link>, count: p.count }));
  const rate = data.renewal.rate;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        '& > *': { minWidth: 0 },
      }}
    >
      <Panel title={translate('mh.dashboard.queueAge')} testId="stat-queue-age">
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
          {data.oldestPendingDays == null
            ? translate('mh.dashboard.queueEmpty')
            : translate('mh.dashboard.queueAgeValue', { smart_count: data.oldestPendingDays })}
        </Typography>
      </Panel>
      <Panel title={translate('mh.dashboard.renewalRate')} testId="stat-renewal-rate">
        <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
          {rate == null ? '—' : `${Math.round(rate * 100)} %`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('mh.dashboard.renewalDetail', data.renewal)}
        </Typography>
      </Panel>
      <Panel title={translate('mh.dashboard.topCities')} testId="top-cities">
        <Ranking
          rows={data.topCities.map((c) => ({ key: c.city, label: c.city, count: c.count }))}
          empty={translate('mh.dashboard.noData')}
        />
      </Panel>
      <Panel title={translate('mh.dashboard.topVisits')} testId="top-visits">
        <Ranking
          rows={pages(data.topByVisits)}
          empty={translate('mh.dashboard.noVisits')}
          computedAt={data.rankingsComputedAt}
        />
      </Panel>
      <Panel title={translate('mh.dashboard.topWhatsapp')} testId="top-whatsapp">
        <Ranking
          rows={pages(data.topByWhatsappClicks)}
          empty={translate('mh.dashboard.noClicks')}
          computedAt={data.rankingsComputedAt}
        />
      </Panel>
      <Panel title={translate('mh.dashboard.topSponsors')} testId="top-sponsors">
        <Ranking
          rows={(data.topSponsors ?? []).map((s) => ({
            key: s.id,
            label: <Link to={`/users/${s.id}/show`}>{`${s.name} (${s.code})`}</Link>,
            count: s.count,
          }))}
          empty={translate('mh.dashboard.noData')}
        />
      </Panel>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Panel title={translate('mh.dashboard.feesPerMonth')} testId="fees-per-month">
          {data.feesPerMonth.some((m) => m.regularCount + m.discountCount > 0) ? (
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <FeesChart data={data.feesPerMonth} />
            </Suspense>
          ) : (
            <Typography color="text.secondary">{translate('mh.dashboard.feesEmpty')}</Typography>
          )}
        </Panel>
      </Box>
    </Box>
  );
}
