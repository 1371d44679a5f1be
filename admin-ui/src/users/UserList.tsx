import VideoOnIcon from '@mui/icons-material/Videocam';
import VideoOffIcon from '@mui/icons-material/VideocamOff';
import { Box, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import {
  ColumnsButton,
  DataTable,
  DateField,
  DateInput,
  EmailField,
  FilterButton,
  NullableBooleanInput,
  NumberInput,
  TextInput as FilterTextInput,
  List,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { CountdownBadge } from '../components/CountdownBadge';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { StatusChip } from '../components/StatusChip';
import { ListLoadError } from '../components/LoadError';
import { appMessages } from '../i18n/app-messages';
import { t } from '../i18n/es';
import { remainingDays } from '../lib/countdown';
import { PaymentProofChip, PaymentProofFilter } from './PaymentProofColumn';
import { UsersBulkToolbar } from './BulkUserActions';
import { UserCards } from './UserCards';
import { ApproveButton, DeleteUserButton, RejectButton, ViewPageButton } from './userActions';
import { AdminDataTable } from '../components/AdminDataTable';
import { FilterTabs } from '../components/ListParts';
import { SponsorField } from './SponsorField';

const fields = appMessages.resources.users.fields;

/** Pendientes / Todos: the status filter as tabs; the pending queue is worked oldest first, 'Todos' newest first. */
function StatusTabs() {
  const translate = useTranslate();
  return (
    <FilterTabs
      filter={['status', 'pending']}
      filtered={{ value: 'pending', label: 'mh.users.tabs.pending', sort: { field: 'createdAt', order: 'ASC' } }}
      unfiltered={{ value: 'all', label: 'mh.users.tabs.all', sort: { field: 'createdAt', order: 'DESC' } }}
      filteredFirst
      label={translate('resources.users.fields.status')}
    />
  );
}

function HasVideo({ hasVideo }: { hasVideo: boolean }) {
  const translate = useTranslate();
  const label = translate(hasVideo ? 'mh.users.hasVideo' : 'mh.users.noVideo');
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        sx={{ display: 'inline-flex', color: hasVideo ? 'success.main' : 'text.secondary' }}
        aria-label={label}
        role="img"
      >
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
  <FilterTextInput key="sponsorCode" source="sponsorCode" />,
  <FilterTextInput key="discountCode" source="discountCode" />,
  <NullableBooleanInput key="hasDiscountCode" source="hasDiscountCode" />,
];

/** Only where the table is shown: the phone card list has no columns to choose. */
function UsersColumnsButton() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return small ? null : <ColumnsButton />;
}

function UserActions() {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 0.5,
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1, minWidth: 0 },
      }}
    >
      <ApproveButton />
      <RejectButton />
      <ViewPageButton />
      <DeleteUserButton />
    </Box>
  );
}

/** Hidden until chosen in 'Columnas'; a 1280 px screen also starts without the city and video columns. */
// Shown from 'Columnas': with every column the table would not fit 1280 px.
const HIDDEN = ['country', 'discountCode', 'createdAt', 'sponsor'];
const HIDDEN_BELOW_XL = [...HIDDEN, 'city', 'hasVideo'];

/** A table from 900 px up, its columns chosen in 'Columnas'; a list of selectable cards on phones and small tablets. */
function UsersTable() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  if (small) return <UserCards empty={<EmptyUsers />} />;
  return (
    <AdminDataTable
      rowClick="show"
      bulkActionsToolbar={<UsersBulkToolbar />}
      hiddenColumns={wide ? HIDDEN : HIDDEN_BELOW_XL}
      empty={<EmptyUsers />}
      sx={{ '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1.5 } }}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="email">
        <EmailField source="email" onClick={(e) => e.stopPropagation()} />
      </DataTable.Col>
      <DataTable.Col source="code" />
      <DataTable.Col source="city" />
      <DataTable.Col source="country" />
      <DataTable.Col source="discountCode" />
      <DataTable.Col source="sponsor" disableSort field={SponsorField} />
      <DataTable.Col source="createdAt" field={DateField} />
      <DataTable.Col source="status" render={(record) => <StatusChip status={record.status} />} />
      <DataTable.Col
        source="paymentExpiresAt"
        label="resources.users.fields.remainingDays"
        render={(record) => <CountdownBadge days={remainingDays(record)} />}
      />
      <DataTable.Col source="hasPaymentProof" disableSort render={(record) => <PaymentProofChip record={record} />} />
      <DataTable.Col source="hasVideo" disableSort render={(record) => <HasVideo hasVideo={!!record.hasVideo} />} />
      <DataTable.Col label="mh.common.actions" disableSort>
        <UserActions />
      </DataTable.Col>
    </AdminDataTable>
  );
}

export default function UserList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      exporter={false}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <FilterButton />
          <UsersColumnsButton />
          <ExportCsvButton label="mh.users.export" fileName={t.users.exportFile} errorMessage={t.users.exportError} />
        </TopToolbar>
      }
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
