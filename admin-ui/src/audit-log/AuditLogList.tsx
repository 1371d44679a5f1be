import { DataTable, DateField, DateInput, List, NumberInput, SearchInput, TextInput } from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { ClampCol } from '../components/ListParts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="action" source="action" />,
  <NumberInput key="adminId" source="adminId" />,
  <TextInput key="targetType" source="targetType" />,
  <TextInput key="targetId" source="targetId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Read-only (the API has no route to change an entry); react-admin's default exporter gives the CSV. */
export default function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={50}>
      <AdminDataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at">
          <DateField source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="adminEmail" disableSort />
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="targetType" disableSort />
        <DataTable.Col source="targetId" disableSort />
        <ClampCol source="summary" maxWidth={420} />
        <DataTable.Col source="ip" disableSort />
      </AdminDataTable>
    </List>
  );
}
