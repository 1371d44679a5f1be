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
import { ApproveButton } from './ApproveButton';
import { DeleteUserButton } from './DeleteUserButton';
import { RejectButton, ViewPageButton } from './userActions';
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
        // Two short labelled actions per line ('Aprobar' 'Rechazar' / 'Eliminar'): the row stays two buttons tall
        // and the column narrow enough for 1280 px. Icons stay on the phone's member page.
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        justifyContent: 'end',
        columnGap: 0.5,
        rowGap: 0.5,
        '& .MuiButton-root': { whiteSpace: 'nowrap', px: 0.5, minWidth: 0, minHeight: 32 },
        '& .MuiButton-startIcon': { display: 'none' },
      }}
    >
      <ApproveButton />
      <RejectButton />
      <ViewPageButton />
      <DeleteUserButton />
    </Box>
  );
}

/** Hidden until chosen in 'Columnas': the SPEC's columns (city and video included) are the ones shown at first. */
const HIDDEN = ['country', 'discountCode', 'createdAt', 'sponsor', 'hasPaymentProof'];

/** One line, cut with '…' (the whole text in its tooltip): a long e-mail must not make the row eight lines tall. */
function OneLine({ text, maxWidth = '14rem' }: { text?: string | null; maxWidth?: string }) {
  return (
    <Box
      component="span"
      title={text ?? undefined}
      sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {text}
    </Box>
  );
}

/**
 * Fits 1280 px with any choice of columns: headers wrap between words only (never 'Códi/go'), long texts are cut to
 * one line, and if many optional columns still need more room the table scrolls inside its own box, not the page.
 */
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 0.75 },
  '& .RaDataTable-headerCell': { overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'none', lineHeight: 1.25 },
  '& .RaDataTable-rowCell': { maxWidth: 'none' },
} as const;

/** A table from 900 px up, its columns chosen in 'Columnas'; a list of selectable cards on phones and small tablets. */
function UsersTable() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (small) return <UserCards empty={<EmptyUsers />} />;
  return (
    <AdminDataTable
      rowClick="show"
      bulkActionsToolbar={<UsersBulkToolbar />}
      hiddenColumns={HIDDEN}
      empty={<EmptyUsers />}
      sx={TABLE_SX}
    >
      <DataTable.Col source="name" render={(record) => <OneLine text={record.name} maxWidth="7rem" />} />
      <DataTable.Col source="email">
        <EmailField
          source="email"
          onClick={(e) => e.stopPropagation()}
          sx={{
            display: 'block',
            maxWidth: '9rem',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        />
      </DataTable.Col>
      <DataTable.Col source="code" render={(record) => <OneLine text={record.code} maxWidth="5.5rem" />} />
      <DataTable.Col source="city" render={(record) => <OneLine text={record.city} maxWidth="5.5rem" />} />
      <DataTable.Col source="country" render={(record) => <OneLine text={record.country} maxWidth="7rem" />} />
      <DataTable.Col
        source="discountCode"
        render={(record) => <OneLine text={record.discountCode} maxWidth="7rem" />}
      />
      <DataTable.Col source="sponsor" disableSort field={SponsorField} />
      <DataTable.Col source="createdAt" field={DateField} />
      {/* The proof indicator sits beside the status: one column less to fit 1280 px (its own column is in 'Columnas'). */}
      <DataTable.Col
        source="status"
        render={(record) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <StatusChip status={record.status} />
            <PaymentProofChip record={record} />
          </Box>
        )}
      />
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
      // Lets the table's own box scroll (many optional columns) instead of widening the page.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
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
