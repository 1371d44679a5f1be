import VideoOnIcon from '@mui/icons-material/Videocam';
import VideoOffIcon from '@mui/icons-material/VideocamOff';
import { Box, Tab, Tabs, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateInput,
  EmailField,
  FilterButton,
  NullableBooleanInput,
  NumberInput,
  TextInput as FilterTextInput,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { CountdownBadge } from '../components/CountdownBadge';
import { StatusChip } from '../components/StatusChip';
import { ListLoadError } from '../components/LoadError';
import { appMessages } from '../i18n/app-messages';
import { remainingDays } from '../lib/countdown';
import { PaymentProofChip, PaymentProofFilter } from './PaymentProofColumn';
import { ExportUsersButton } from './ExportUsersButton';
import { BulkUserActions } from './BulkUserActions';
import { ApproveButton, DeleteUserButton, RejectButton, ViewPageButton } from './userActions';
import { keyboardRows } from '../components/keyboardRows';
import { LabelledRowCheckboxes } from '../components/LabelledRowCheckboxes';

const fields = appMessages.resources.users.fields;

/** Pendientes / Todos: the status filter as tabs. */
function StatusTabs() {
  const { filterValues, setFilters, displayedFilters, setSort } = useListContext();
  const translate = useTranslate();
  const value = filterValues.status === 'pending' ? 'pending' : 'all';
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => {
        const { status: _status, ...rest } = filterValues;
        // The pending queue is worked oldest first; 'Todos' shows the newest registrations first.
        setSort({ field: 'createdAt', order: next === 'pending' ? 'ASC' : 'DESC' });
        setFilters(next === 'pending' ? { ...rest, status: 'pending' } : rest, displayedFilters);
      }}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      aria-label={translate('resources.users.fields.status')}
    >
      <Tab value="pending" label={translate('mh.users.tabs.pending')} />
      <Tab value="all" label={translate('mh.users.tabs.all')} />
    </Tabs>
  );
}

function HasVideo({ hasVideo }: { hasVideo: boolean }) {
  const translate = useTranslate();
  const label = translate(hasVideo ? 'mh.users.hasVideo' : 'mh.users.noVideo');
  return (
    <Tooltip title={label}>
      <Box component="span" sx={{ display: 'inline-flex', color: hasVideo ? 'success.main' : 'text.secondary' }} aria-label={label} role="img">
        {hasVideo ? <VideoOnIcon /> : <VideoOffIcon />}
      </Box>
    </Tooltip>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={fields.q} sx={{ width: { xs: '100%', sm: 380 } }} />,
  <FilterTextInput key="city" source="city" />,
  <FilterTextInput key="country" source="country" />,
  <NumberInput key="expiringWithin" source="expiringWithin" min={1} max={3650} />,
  <NullableBooleanInput key="expired" source="expired" />,
  <NullableBooleanInput key="hasVideo" source="hasVideo" />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

function UserActions() {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1, minWidth: 0 } }}>
      <ApproveButton />
      <RejectButton />
      <ViewPageButton />
      <DeleteUserButton />
    </Box>
  );
}

/** A table from 900 px up (less useful columns dropped below 1536 px); a list of cards on phones and small tablets. */
function UsersTable() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  if (small) {
    return (
      <SimpleList
        primaryText={(r) => r.name}
        secondaryText={(r) => `${r.code} · ${r.email}`}
        tertiaryText={(r) => <StatusChip status={r.status} />}
        linkType="show"
        empty={<EmptyUsers />}
      />
    );
  }
  return (
    <LabelledRowCheckboxes>
      <Datagrid body={keyboardRows} rowClick="show" bulkActionButtons={<BulkUserActions />} empty={<EmptyUsers />} sx={{ '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1.5 } }}>
        <TextField source="name" />
        <EmailField source="email" onClick={(e) => e.stopPropagation()} sx={{ wordBreak: 'break-all' }} />
        <TextField source="code" />
        {wide && <TextField source="city" />}
        <FunctionField source="status" render={(record) => <StatusChip status={record.status} />} />
        <FunctionField source="paymentExpiresAt" label="resources.users.fields.remainingDays" render={(record) => <CountdownBadge days={remainingDays(record)} />} />
        <FunctionField source="hasPaymentProof" sortable={false} render={(record) => <PaymentProofChip record={record} />} />
        {wide && <FunctionField source="hasVideo" sortable={false} render={(record) => <HasVideo hasVideo={!!record.hasVideo} />} />}
        <FunctionField label="mh.common.actions" render={() => <UserActions />} />
      </Datagrid>
    </LabelledRowCheckboxes>
  );
}

export default function UserList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      exporter={false}
      actions={<TopToolbar><FilterButton /><ExportUsersButton /></TopToolbar>}
      empty={false}
      error={<ListLoadError />}
    >
      <StatusTabs />
      <PaymentProofFilter />
      <UsersTable />
    </List>
  );
}

function EmptyUsers() {
  const translate = useTranslate();
  return <Box sx={{ p: 3, color: 'text.secondary' }}>{translate('mh.users.empty')}</Box>;
}
