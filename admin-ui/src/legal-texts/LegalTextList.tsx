import { DataTable, DateField, List } from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';

export default function LegalTextList() {
  return (
    <List sort={{ field: 'kind', order: 'DESC' }} exporter={false} pagination={false} actions={false}>
      <AdminDataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="kind" disableSort render={(r) => `/${r.kind}`} />
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </AdminDataTable>
    </List>
  );
}
