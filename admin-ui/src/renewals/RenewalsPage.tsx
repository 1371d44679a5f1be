import ExpiredIcon from '@mui/icons-material/EventBusy';
import SoonIcon from '@mui/icons-material/Alarm';
import TotalIcon from '@mui/icons-material/EventNote';
import { Alert, Box, Card, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Datagrid, EmailField, FunctionField, ListContextProvider, ResourceContextProvider, TextField, Title, useDataProvider, useList, useTranslate } from 'react-admin';
import { CountdownBadge } from '../components/CountdownBadge';
import { PageHeader } from '../components/PageHeader';
import { StatCard } from '../components/StatCard';
import { errorMessage } from '../components/useToast';
import { DEFAULT_RENEWAL_PERIOD, EXPIRING_SOON_DAYS, RENEWAL_PERIODS } from '../lib/constants';
import { remainingDays } from '../lib/countdown';
import { t } from '../i18n/es';
import { RenewButton } from '../users/RenewButton';
import type { AdminDataProvider, ExpiringMember } from '../providers/dataProvider';

/** The three counters of SPEC.md §2 'Renewals' over the members of the chosen period. */
export function renewalCounters(members: ExpiringMember[], now = new Date()) {
  const days = members.map((m) => remainingDays(m, now));
  return {
    expired: days.filter((d) => d !== null && d <= 0).length,
    expiringSoon: days.filter((d) => d !== null && d > 0 && d <= EXPIRING_SOON_DAYS).length,
    total: members.length,
  };
}

export default function RenewalsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [period, setPeriod] = useState<number>(DEFAULT_RENEWAL_PERIOD);
  const query = useQuery({
    queryKey: ['admin', 'users-near-expiration', period],
    queryFn: () => dataProvider.usersNearExpiration(period),
  });
  const members = query.data ?? [];
  const counters = renewalCounters(members);
  const listContext = useList({ data: members, isPending: query.isPending, resource: 'users', sort: { field: 'paymentExpiresAt', order: 'ASC' }, perPage: 50 });

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('mh.menu.renewals')} />
      <PageHeader
        title={translate('mh.renewals.title')}
        subtitle={translate('mh.renewals.subtitle')}
        actions={
          <MuiTextField
            select
            fullWidth={false}
            label={translate('mh.renewals.period')}
            value={period}
            onChange={(e) => setPeriod(Number(e.target.value))}
            sx={{ minWidth: 200, bgcolor: 'background.paper' }}
            slotProps={{ select: { inputProps: { 'data-testid': 'renewal-period' } } }}
          >
            {RENEWAL_PERIODS.map((days) => (
              <MenuItem key={days} value={days}>
                {translate('mh.renewals.periodOption', { days })}
              </MenuItem>
            ))}
          </MuiTextField>
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <StatCard testId="count-expired" label={translate('mh.renewals.expired')} value={query.isPending ? '…' : counters.expired} icon={<ExpiredIcon />} color="error.main" />
        <StatCard testId="count-soon" label={translate('mh.renewals.expiringSoon')} value={query.isPending ? '…' : counters.expiringSoon} icon={<SoonIcon />} color="warning.main" />
        <StatCard testId="count-total" label={translate('mh.renewals.total')} value={query.isPending ? '…' : counters.total} icon={<TotalIcon />} color="primary.main" />
      </Stack>
      {query.isError && <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(query.error, t.renewals.loadError)}</Alert>}
      <Card>
        <ResourceContextProvider value="users">
        <ListContextProvider value={listContext}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={(id) => `/users/${id}/show`}
            empty={<Typography sx={{ p: 3 }} color="text.secondary">{translate('mh.renewals.empty', { days: period })}</Typography>}
          >
            <TextField source="name" />
            <EmailField source="email" />
            <TextField source="code" />
            <TextField source="city" />
            <FunctionField
              source="paymentExpiresAt"
              label="mh.renewals.expiry"
              render={(r) => (r.paymentExpiresAt ? formatDate(r.paymentExpiresAt) : translate('mh.common.notDefined'))}
            />
            <FunctionField label="mh.renewals.countdown" sortBy="paymentExpiresAt" render={(r) => <CountdownBadge days={remainingDays(r)} />} />
            <FunctionField label="mh.common.actions" render={() => <RenewButton variant="contained" />} />
          </Datagrid>
        </ListContextProvider>
        </ResourceContextProvider>
      </Card>
    </Box>
  );
}
