import VideoOnIcon from '@mui/icons-material/Videocam';
import VideoOffIcon from '@mui/icons-material/VideocamOff';
import { Box, Tab, Tabs, Tooltip } from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import {
  Datagrid,
  downloadCSV,
  EmailField,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useListContext,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { CountdownBadge } from '../components/CountdownBadge';
import { StatusChip } from '../components/StatusChip';
import { appMessages } from '../i18n/app-messages';
import { t } from '../i18n/es';
import { toCsv } from '../lib/csv';
import { remainingDays } from '../lib/countdown';
import { PaymentProofChip, PaymentProofFilter } from './PaymentProofColumn';
import { ApproveButton, DeleteUserButton, RejectButton, ViewPageButton } from './userActions';

const fields = appMessages.resources.users.fields;

/** CSV with Spanish headers and es-CO dates. */
export const exportUsers: Exporter = (users) => {
  const date = (value?: string | null) => (value ? formatDate(value) : '');
  const csv = toCsv(
    [fields.name, fields.email, fields.code, fields.whatsapp, fields.city, fields.country, fields.status, fields.remainingDays, fields.hasVideo, fields.sponsor, fields.createdAt, fields.approvedAt, fields.paymentExpiresAt],
    users.map((u) => [
      u.name,
      u.email,
      u.code,
      u.whatsapp,
      u.city,
      u.country,
      u.status === 'approved' ? t.users.status.approved : t.users.status.pending,
      remainingDays(u) ?? '',
      u.hasVideo ? t.common.yes : t.common.no,
      u.sponsor ? `${u.sponsor.name} (${u.sponsor.code})` : '',
      date(u.createdAt),
      date(u.approvedAt),
      date(u.paymentExpiresAt),
    ]),
  );
  downloadCSV(csv, t.users.exportFile);
};

/** Pendientes / Todos: the status filter as tabs. */
function StatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const value = filterValues.status === 'pending' ? 'pending' : 'all';
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => {
        const { status: _status, ...rest } = filterValues;
        setFilters(next === 'pending' ? { ...rest, status: 'pending' } : rest, displayedFilters);
      }}
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

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={fields.q} sx={{ minWidth: 380 }} />];

export default function UserList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={exportUsers}
      actions={<TopToolbar><ExportButton maxResults={1000} /></TopToolbar>}
      empty={false}
    >
      <StatusTabs />
      <PaymentProofFilter />
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyUsers />} sx={{ '& .RaDatagrid-headerCell, & .RaDatagrid-rowCell': { px: 1.5 } }}>
        <TextField source="name" />
        <EmailField source="email" onClick={(e) => e.stopPropagation()} />
        <TextField source="code" />
        <TextField source="city" />
        <FunctionField source="status" render={(record) => <StatusChip status={record.status} />} />
        <FunctionField source="paymentExpiresAt" label="resources.users.fields.remainingDays" render={(record) => <CountdownBadge days={remainingDays(record)} />} />
        <FunctionField source="hasPaymentProof" sortable={false} render={(record) => <PaymentProofChip record={record} />} />
        <FunctionField source="hasVideo" sortable={false} render={(record) => <HasVideo hasVideo={!!record.hasVideo} />} />
        <FunctionField
          label="mh.common.actions"
          render={() => (
            <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'nowrap', '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1, minWidth: 0 } }}>
              <ApproveButton />
              <RejectButton />
              <ViewPageButton />
              <DeleteUserButton />
            </Box>
          )}
        />
      </Datagrid>
    </List>
  );
}

function EmptyUsers() {
  const translate = useTranslate();
  return <Box sx={{ p: 3, color: 'text.secondary' }}>{translate('mh.users.empty')}</Box>;
}
