import PendingIcon from '@mui/icons-material/HourglassTop';
import ApprovedIcon from '@mui/icons-material/VerifiedUser';
import GroupIcon from '@mui/icons-material/Groups';
import ExpiredIcon from '@mui/icons-material/EventBusy';
import ExpiringIcon from '@mui/icons-material/Update';
import { Box, Button, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { formatDate, formatNumber } from '@multyhealth/brand';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Title, useDataProvider, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { LoadError } from '../components/LoadError';
import { CountdownBadge } from '../components/CountdownBadge';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { StatCard } from '../components/StatCard';
import { BusinessPanels } from './BusinessPanels';
import { OrderPanels } from './OrderPanels';
import { EXPIRING_SOON_DAYS } from '@multyhealth/rules';
import { remainingDays } from '../lib/countdown';
import type { AdminDataProvider } from '../providers/dataProvider';

const RegistrationsChart = lazy(() => import('./RegistrationsChart'));

type Figure = 'pendingUsers' | 'active' | 'expired' | 'expiringIn30Days' | 'totalUsers';

const listOf = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify({}) })}`;

/**
 * The counters at the top: the figure of the overview each shows, its label under mh.dashboard, its colour, and the
 * list of exactly those members that a click opens.
 */
const tiles: { id: string; field: Figure; label: string; icon: ReactNode; color: string; to: string }[] = [
  {
    id: 'pending',
    field: 'pendingUsers',
    label: 'pendingUsers',
    icon: <PendingIcon />,
    color: 'warning.main',
    to: listOf('users', { status: 'pending' }),
  },
  {
    id: 'approved',
    field: 'active',
    label: 'approvedUsers',
    icon: <ApprovedIcon />,
    color: 'primary.main',
    to: listOf('users', { status: 'approved', expired: false }),
  },
  {
    id: 'expired',
    field: 'expired',
    label: 'expiredUsers',
    icon: <ExpiredIcon />,
    color: 'error.main',
    to: listOf('renewals', { days: EXPIRING_SOON_DAYS, expired: true }),
  },
  {
    id: 'expiring',
    field: 'expiringIn30Days',
    label: 'expiringUsers',
    icon: <ExpiringIcon />,
    color: 'warning.dark',
    to: listOf('renewals', { days: EXPIRING_SOON_DAYS }),
  },
  {
    id: 'total',
    field: 'totalUsers',
    label: 'totalUsers',
    icon: <GroupIcon />,
    color: 'text.primary',
    to: listOf('users', {}),
  },
];

function SeeAll({ to }: { to: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to}>
      {translate('mh.dashboard.seeAll')}
    </Button>
  );
}

export default function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { identity } = useGetIdentity();
  const overview = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => dataProvider.dashboard() });
  // Due soonest first; the expired ones have their own tab on the renewals screen.
  const expiring = useGetList('renewals', {
    pagination: { page: 1, perPage: 6 },
    sort: { field: 'paymentExpiresAt', order: 'ASC' },
    filter: { days: EXPIRING_SOON_DAYS },
  });
  const stat = (value: number | undefined) =>
    overview.isError ? '—' : overview.isPending ? <Skeleton width={48} /> : formatNumber(value ?? 0);
  const weeks = overview.data?.weekly ?? [];

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('mh.menu.dashboard')} />
      <PageHeader
        title={translate('mh.dashboard.welcome', { name: identity?.fullName ?? '' })}
        subtitle={translate('mh.dashboard.subtitle')}
      />
      {overview.isError && <LoadError message={translate('mh.common.loadError')} onRetry={overview.refetch} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, mb: 3 }}>
        {tiles.map(({ id, field, label, icon, color, to }) => (
          <StatCard
            key={id}
            testId={`stat-${id}`}
            label={translate(`mh.dashboard.${label}`)}
            value={stat(overview.data?.[field])}
            icon={icon}
            color={color}
            to={to}
          />
        ))}
      </Stack>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Panel title={translate('mh.dashboard.registrationsPerWeek')}>
          {overview.isError ? null : overview.isPending ? (
            <Skeleton variant="rounded" height={260} />
          ) : weeks.some((w) => w.registrations + w.approvals > 0) ? (
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <RegistrationsChart data={weeks} />
            </Suspense>
          ) : (
            <Typography color="text.secondary">{translate('mh.dashboard.chartEmpty')}</Typography>
          )}
        </Panel>

        <Panel title={translate('mh.dashboard.expiringSoon')} action={<SeeAll to="/renewals" />}>
          {expiring.isError ? (
            <LoadError message={translate('mh.common.loadError')} onRetry={expiring.refetch} />
          ) : expiring.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : expiring.data?.length ? (
            <List dense disablePadding>
              {expiring.data.map((member) => (
                <ListItem
                  key={member.id}
                  disableGutters
                  secondaryAction={<CountdownBadge days={remainingDays(member)} />}
                >
                  <ListItemText
                    primary={member.name}
                    secondary={
                      member.paymentExpiresAt ? formatDate(member.paymentExpiresAt) : translate('mh.common.notDefined')
                    }
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{translate('mh.dashboard.noneExpiring')}</Typography>
          )}
        </Panel>

        <Panel
          title={translate('mh.dashboard.pendingList')}
          action={<SeeAll to={`${listOf('users', { status: 'pending' })}&sort=createdAt&order=ASC`} />}
          sx={{ gridColumn: { lg: '1 / -1' } }}
        >
          {overview.isError ? null : overview.isPending ? (
            <Skeleton variant="rounded" height={80} />
          ) : overview.data?.pendingUsersList.length ? (
            <List dense disablePadding>
              {overview.data.pendingUsersList.map((user) => (
                <ListItem
                  key={user.id}
                  disableGutters
                  secondaryAction={
                    <Button component={Link} to={`/users/${user.id}/show`} size="small">
                      {translate('mh.dashboard.review')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={`${user.name} · ${user.code}`}
                    secondary={`${user.email} · ${user.city} · ${formatDate(user.createdAt)}`}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{translate('mh.dashboard.nonePending')}</Typography>
          )}
        </Panel>
      </Box>

      {!overview.isError && (
        <Box sx={{ mt: 2 }}>
          <BusinessPanels data={overview.data} />
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <OrderPanels />
          </Box>
        </Box>
      )}
    </Box>
  );
}
