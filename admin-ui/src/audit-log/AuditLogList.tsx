import { Datagrid, DateField, DateInput, FunctionField, List, NumberInput, SearchInput, TextField, TextInput } from 'react-admin';
import { Clamp } from '../components/ListParts';

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
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime />
        <TextField source="adminEmail" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="targetType" sortable={false} />
        <TextField source="targetId" sortable={false} />
        <FunctionField source="summary" sortable={false} render={(r) => <Clamp text={r.summary} maxWidth={420} />} />
        <TextField source="ip" sortable={false} />
      </Datagrid>
    </List>
  );
}
