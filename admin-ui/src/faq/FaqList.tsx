import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';

export default function FaqList() {
  return (
    <List filters={searchFilters} actions={<CreateActions />} sort={{ field: 'order', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="order" />
        <TextField source="question" />
        <FunctionField source="answer" sortable={false} render={(r) => <Clamp text={r.answer} maxWidth={560} />} />
        <RowActions label="mh.common.actions" confirmDelete deleteContent="mh.faq.deleteContent" />
      </Datagrid>
    </List>
  );
}
