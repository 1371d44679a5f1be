import ExpiredIcon from '@mui/icons-material/EventBusy';
import SoonIcon from '@mui/icons-material/Alarm';
import TotalIcon from '@mui/icons-material/EventNote';
import {
  Box,
  Card,
  MenuItem,
  Stack,
  TextField as MuiTextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import {
  DataTable,
  EmailField,
  FilterForm,
  ListBase,
  Pagination,
  SearchInput,
  SimpleList,
  Title,
  useGetList,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { FilterTabs } from '../components/ListParts';
import { CountdownBadge } from '../components/CountdownBadge';
import { ListLoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { StatCard } from '../components/StatCard';
import { EXPIRING_SOON_DAYS } from '@multyhealth/rules';
import { DEFAULT_RENEWAL_PERIOD, RENEWAL_PERIODS } from '../lib/constants';
import { remainingDays } from '../lib/countdown';
import { RenewButton } from '../components/RenewButton';

const soonestFirst = { field: 'paymentExpiresAt', order: 'ASC' } as const;

/** How many members a renewals filter matches: one row asked for, the total read from Content-Range. */
function useRenewalsTotal(filter: Record<string, unknown>) {
  const { total, isPending } = useGetList('renewals', {
    pagination: { page: 1, perPage: 1 },
    sort: soonestFirst,
    filter,
  });
  return isPending ? '…' : (total ?? '—');
}

/** The three counters: expired, due within 30 days, and everything in the chosen period (expired included). */
function Counters({ period }: { period: number }) {
  const translate = useTranslate();
  const expired = useRenewalsTotal({ expired: true });
  const soon = useRenewalsTotal({ days: EXPIRING_SOON_DAYS });
  const inPeriod = useRenewalsTotal({ days: period });
  const total = typeof expired === 'number' && typeof inPeriod === 'number' ? expired + inPeriod : '…';
  const tiles = [
    { id: 'expired', label: 'mh.renewals.expired', value: expired, icon: <ExpiredIcon />, color: 'error.main' },
    { id: 'soon', label: 'mh.renewals.expiringSoon', value: soon, icon: <SoonIcon />, color: 'warning.main' },
    { id: 'total', label: 'mh.renewals.total', value: total, icon: <TotalIcon />, color: 'primary.main' },
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
      {tiles.map(({ id, label, value, icon, color }) => (
        <StatCard key={id} testId={`count-${id}`} label={translate(label)} value={value} icon={icon} color={color} />
      ))}
    </Stack>
  );
}

function PeriodSelect() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  return (
    <MuiTextField
      select
      fullWidth={false}
      label={translate('mh.renewals.period')}
      value={filterValues.days ?? DEFAULT_RENEWAL_PERIOD}
      onChange={(e) => setFilters({ ...filterValues, days: Number(e.target.value) }, displayedFilters)}
      sx={{ minWidth: 160, bgcolor: 'background.paper' }}
      slotProps={{ select: { inputProps: { 'data-testid': 'renewal-period' } } }}
    >
      {RENEWAL_PERIODS.map((days) => (
        <MenuItem key={days} value={days}>
          {translate('mh.renewals.periodOption', { days })}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

/** Por vencer (soonest first) / Vencidos (most recently lapsed first). */
function UrgencyTabs() {
  const translate = useTranslate();
  return (
    <FilterTabs
      filter={['expired', true]}
      unfiltered={{ value: 'upcoming', label: 'mh.renewals.upcomingTab', sort: soonestFirst }}
      filtered={{ value: 'expired', label: 'mh.renewals.expiredTab', sort: { ...soonestFirst, order: 'DESC' } }}
      label={translate('mh.renewals.title')}
    />
  );
}

function Empty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const text = filterValues.expired
    ? translate('mh.renewals.emptyExpired')
    : translate('mh.renewals.empty', { days: filterValues.days ?? DEFAULT_RENEWAL_PERIOD });
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {text}
    </Typography>
  );
}

function RenewalsTable() {
  const translate = useTranslate();
  const expiry = (r: RaRecord) =>
    r.paymentExpiresAt ? formatDate(r.paymentExpiresAt) : translate('mh.common.notDefined');
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  if (small) {
    return (
      <SimpleList
        primaryText={(r) => r.name}
        secondaryText={(r) => `${r.code} · ${expiry(r)}`}
        tertiaryText={(r) => <CountdownBadge days={remainingDays(r)} />}
        linkType={(r) => `/users/${r.id}/show`}
        empty={<Empty />}
      />
    );
  }
  return (
    <AdminDataTable bulkActionButtons={false} rowClick={(id) => `/users/${id}/show`} empty={<Empty />}>
      <DataTable.Col source="name" label="resources.users.fields.name" disableSort />
      {!narrow && (
        <DataTable.Col source="email" label="resources.users.fields.email" disableSort>
          <EmailField source="email" onClick={(e) => e.stopPropagation()} />
        </DataTable.Col>
      )}
      <DataTable.Col source="code" label="resources.users.fields.code" disableSort />
      {!narrow && <DataTable.Col source="city" label="resources.users.fields.city" disableSort />}
      <DataTable.Col source="paymentExpiresAt" label="mh.renewals.expiry" render={expiry} />
      <DataTable.Col
        label="mh.renewals.countdown"
        disableSort
        render={(r) => <CountdownBadge days={remainingDays(r)} />}
      />
      <DataTable.Col label="mh.common.actions" disableSort>
        <RenewButton variant="contained" />
      </DataTable.Col>
    </AdminDataTable>
  );
}

function Body() {
  const { error } = useListContext();
  return error ? <ListLoadError /> : <RenewalsTable />;
}

export default function RenewalsPage() {
  const translate = useTranslate();
  return (
    <ListBase
      resource="renewals"
      storeKey="renewals"
      filterDefaultValues={{ days: DEFAULT_RENEWAL_PERIOD }}
      sort={soonestFirst}
      perPage={25}
    >
      <Box sx={{ pb: 4 }}>
        <Title title={translate('mh.menu.renewals')} />
        <PageHeader
          title={translate('mh.renewals.title')}
          subtitle={translate('mh.renewals.subtitle')}
          actions={<PeriodSelect />}
        />
        <PeriodCounters />
        <Card>
          <UrgencyTabs />
          <Box sx={{ px: 2 }}>
            <FilterForm
              filters={[
                <SearchInput
                  key="q"
                  source="q"
                  alwaysOn
                  placeholder={translate('mh.renewals.search')}
                  sx={{ width: { xs: '100%', sm: 380 } }}
                />,
              ]}
            />
          </Box>
          <Body />
          <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
        </Card>
      </Box>
    </ListBase>
  );
}

function PeriodCounters() {
  const { filterValues } = useListContext();
  return <Counters period={Number(filterValues.days ?? DEFAULT_RENEWAL_PERIOD)} />;
}
