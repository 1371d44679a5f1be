import { Datagrid, FunctionField, List, NumberField, SimpleList, TextField } from 'react-admin';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { Clamp, CreateActions, RowActions, searchFilters } from '../components/ListParts';
import { keyboardRows } from '../components/keyboardRows';

export default function FaqList() {
  const { phone, roomy } = useScreen();
  return (
    <List filters={searchFilters} actions={<CreateActions />} sort={{ field: 'order', order: 'ASC' }} exporter={false} error={<ListLoadError />}>
      {phone ? (
        <SimpleList primaryText={(r) => r.question} secondaryText={(r) => `#${r.order}`} linkType="edit" />
      ) : (
      <Datagrid body={keyboardRows} rowClick="edit" bulkActionButtons={false}>
        <NumberField source="order" />
        <TextField source="question" />
        <FunctionField source="answer" sortable={false} render={(r) => <Clamp text={r.answer} maxWidth={roomy ? 560 : 320} />} />
        <RowActions label="mh.common.actions" confirmDelete deleteContent="mh.faq.deleteContent" />
      </Datagrid>
      )}
    </List>
  );
}
