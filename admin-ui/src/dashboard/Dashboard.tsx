import PendingIcon from '@mui/icons-material/HourglassTop';
import ApprovedIcon from '@mui/icons-material/VerifiedUser';
import GroupIcon from '@mui/icons-material/Groups';
import ExpiredIcon from '@mui/icons-material/EventBusy';
import ExpiringIcon from '@mui/icons-material/Update';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, Title, useDataProvider, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { LoadError } from '../components/LoadError';
import { CountdownBadge } from '../components/CountdownBadge';
import { PageHeader } from '../components/PageHeader';
import { StatCard } from '../components/StatCard';
import { BusinessPanels } from './BusinessPanels';
import { EXPIRING_SOON_DAYS } from '@multyhealth/rules';
import { remainingDays } from '../lib/countdown';
import type { AdminDataProvider } from '../providers/dataProvider';

const RegistrationsChart = lazy(() => import('./RegistrationsChart'));

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
    overview.isError ? '—' : overview.isPending ? <Skeleton width={48} /> : (value ?? 0);
  const weeks = overview.data?.weekly ?? [];

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('mh.menu.dashboard')} />
      <PageHeader
        title={translate('mh.dashboard.welcome', { name: identity?.fullName ?? '' })}
        subtitle={translate('mh.dashboard.subtitle')}
      />
      {overview.isError && <LoadError message={translate('mh.common.loadError')} onRetry={overview.refetch} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <StatCard
          testId="stat-pending"
          label={translate('mh.dashboard.pendingUsers')}
          value={stat(overview.data?.pendingUsers)}
          icon={<PendingIcon />}
          color="warning.main"
        />
        <StatCard
          testId="stat-approved"
          label={translate('mh.dashboard.approvedUsers')}
          value={stat(overview.data?.active)}
          icon={<ApprovedIcon />}
          color="primary.main"
        />
        <StatCard
          testId="stat-expired"
          label={translate('mh.dashboard.expiredUsers')}
          value={stat(overview.data?.expired)}
          icon={<ExpiredIcon />}
          color="error.main"
        />
        <StatCard
          testId="stat-expiring"
          label={translate('mh.dashboard.expiringUsers')}
          value={stat(overview.data?.expiringIn30Days)}
          icon={<ExpiringIcon />}
          color="warning.dark"
        />
        <StatCard
          testId="stat-total"
          label={translate('mh.dashboard.totalUsers')}
          value={stat(overview.data?.totalUsers)}
          icon={<GroupIcon />}
          color="text.primary"
        />
      </Stack>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Card>
          <CardHeader
            title={translate('mh.dashboard.registrationsPerWeek')}
            slotProps={{ title: { variant: 'h6', component: 'h3' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            {overview.isError ? null : overview.isPending ? (
              <Skeleton variant="rounded" height={260} />
            ) : weeks.some((w) => w.registrations + w.approvals > 0) ? (
              <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                <RegistrationsChart data={weeks} />
              </Suspense>
            ) : (
              <Typography color="text.secondary">{translate('mh.dashboard.chartEmpty')}</Typography>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader
            title={translate('mh.dashboard.expiringSoon')}
            slotProps={{ title: { variant: 'h6', component: 'h3' } }}
            action={
              <Button component={Link} to="/renewals">
                {translate('mh.dashboard.seeAll')}
              </Button>
            }
          />
          <CardContent sx={{ pt: 0 }}>
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
                        member.paymentExpiresAt
                          ? formatDate(member.paymentExpiresAt)
                          : translate('mh.common.notDefined')
                      }
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">{translate('mh.dashboard.noneExpiring')}</Typography>
            )}
          </CardContent>
        </Card>

        <Card sx={{ gridColumn: { lg: '1 / -1' } }}>
          <CardHeader
            title={translate('mh.dashboard.pendingList')}
            slotProps={{ title: { variant: 'h6', component: 'h3' } }}
            action={
              <Button component={Link} to="/users">
                {translate('mh.dashboard.seeAll')}
              </Button>
            }
          />
          <CardContent sx={{ pt: 0 }}>
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
          </CardContent>
        </Card>
      </Box>

      {!overview.isError && (
        <Box sx={{ mt: 2 }}>
          <BusinessPanels data={overview.data} />
        </Box>
      )}
    </Box>
  );
}
