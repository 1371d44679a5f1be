import { DataTable, List, SimpleList } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { AdminDataTable } from '../components/AdminDataTable';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';

export default function FaqList() {
  const { phone, roomy } = useScreen();
  return (
    <List
      filters={searchFilters}
      actions={<CreateActions />}
      sort={{ field: 'order', order: 'ASC' }}
      exporter={false}
      error={<ListLoadError />}
    >
      {phone ? (
        <SimpleList primaryText={(r) => r.question} secondaryText={(r) => `#${r.order}`} linkType="edit" />
      ) : (
        <AdminDataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.NumberCol source="order" />
          <DataTable.Col source="question" />
          <DataTable.Col
            source="answer"
            disableSort
            render={(r) => <Clamp text={r.answer} maxWidth={roomy ? 560 : 320} />}
          />
          <RowActions confirmDelete deleteContent="mh.faq.deleteContent" />
        </AdminDataTable>
      )}
    </List>
  );
}
