import { DataTable, DateField, DateInput, List, SearchInput, SelectInput, SimpleList, TextInput } from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { ClampCol } from '../components/ListParts';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { AUDIT_ACTIONS, AUDIT_TARGETS, actionLabel, choicesOf, readableIp, targetLabel } from './auditLabels';

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
};
const target = (r: Entry) => `${targetLabel(r.targetType)}${r.targetId ? ` #${r.targetId}` : ''}`;

/** Read-only (the API has no route to change an entry), in Spanish words; phones get one card per entry. */
export default function AuditLogList() {
  const screen = useScreen();
  return (
    <List
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      error={<ListLoadError />}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {screen.phone ? (
        <SimpleList<Entry & { summary: string }>
          primaryText={(r) => `${actionLabel(r.action)} · ${target(r)}`}
          secondaryText={(r) => r.summary}
          tertiaryText={(r) => new Date(r.at).toLocaleString('es-CO')}
          linkType={false}
          sx={{ '& .MuiListItemText-secondary': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        />
      ) : (
        <AdminDataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at">
            <DateField source="at" showTime />
          </DataTable.Col>
          <DataTable.Col source="adminEmail" disableSort />
          <DataTable.Col source="action" disableSort render={(r: Entry) => actionLabel(r.action)} />
          <DataTable.Col source="targetType" disableSort render={target} />
          <ClampCol source="summary" maxWidth={420} />
          <DataTable.Col source="ip" disableSort render={(r: { ip?: string | null }) => readableIp(r.ip)} />
        </AdminDataTable>
      )}
    </List>
  );
}
