import { Datagrid, DateField, FunctionField, List, TextField } from 'react-admin';

export default function LegalTextList() {
  return (
    <List sort={{ field: 'kind', order: 'DESC' }} exporter={false} pagination={false} actions={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <FunctionField source="kind" sortable={false} render={(r) => `/${r.kind}`} />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}
