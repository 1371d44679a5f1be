import { Box, Button as MuiButton, Typography } from '@mui/material';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  auditSentence,
  choicesOf,
  readableIp,
  readableSummary,
} from '@multyhealth/rules';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { t } from '../i18n/es';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="action" source="action" choices={choicesOf(AUDIT_ACTIONS)} />,
  <SelectInput key="targetType" source="targetType" choices={choicesOf(AUDIT_TARGETS)} />,
  <TextInput key="targetId" source="targetId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

type Entry = {
  id: number;
  at: string;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  targetName?: string | null;
  summary: string;
  ip?: string | null;
};

/** The whole change, cut to two lines until 'Ver completo' is pressed. */
function Change({ text }: { text: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const long = text.length > 90;
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          ...(long && !open
            ? { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
            : {}),
        }}
      >
        {text}
      </Typography>
      {long && (
        <MuiButton
          size="small"
          sx={{ px: 0, minWidth: 0 }}
          aria-expanded={open}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(!open);
          }}
        >
          {translate(open ? 'mh.audit.showLess' : 'mh.audit.showMore')}
        </MuiButton>
      )}
    </Box>
  );
}

const when = (r: Entry) => new Date(r.at).toLocaleString('es-CO', { dateStyle: 'short', timeStyle: 'short' });

/** Read-only (the API has no route to change an entry), in Spanish words; phones get one card per entry. */
export default function AuditLogList() {
  const screen = useScreen();
  return (
    <List
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      error={<ListLoadError />}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <FilterButton />
          <ExportCsvButton label="ra.action.export" fileName={t.audit.exportFile} errorMessage={t.audit.exportError} />
        </TopToolbar>
      }
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {screen.phone ? (
        <SimpleList<Entry>
          primaryText={(r) => auditSentence(r)}
          secondaryText={(r) => <Change text={readableSummary(r.summary)} />}
          tertiaryText={(r) => `${when(r)} · ${r.adminEmail}`}
          linkType={false}
          sx={{
            '& .MuiListItemText-secondary': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
            '& .MuiListItemText-primary': { overflowWrap: 'anywhere' },
          }}
        />
      ) : (
        <AdminDataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at">
            <DateField source="at" showTime />
          </DataTable.Col>
          <DataTable.Col source="adminEmail" disableSort />
          <DataTable.Col source="action" disableSort render={(r: Entry) => auditSentence(r)} />
          <DataTable.Col
            source="summary"
            disableSort
            render={(r: Entry) => <Change text={readableSummary(r.summary)} />}
          />
          <DataTable.Col source="ip" disableSort render={(r: Entry) => readableIp(r.ip)} />
        </AdminDataTable>
      )}
    </List>
  );
}
