import {
  BooleanInput,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { ClampCol } from '../components/ListParts';
import { DaysLeft } from './DaysLeft';

const TYPES = ['consulta', 'reclamo', 'supresion'] as const;
const STATUSES = ['pendiente', 'respondida'] as const;

/** Pending first by due date; overdue ones are highlighted in red. */
export default function DataRequestList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: translate(`mh.dataRequests.statuses.${id}`) }))}
    />,
    <SelectInput
      key="type"
      source="type"
      choices={TYPES.map((id) => ({ id, name: translate(`mh.dataRequests.types.${id}`) }))}
    />,
    <BooleanInput key="overdue" source="overdue" />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pendiente' }}
      sort={{ field: 'dueDate', order: 'ASC' }}
      exporter={false}
    >
      <AdminDataTable
        rowClick="edit"
        bulkActionButtons={false}
        rowSx={(record: RaRecord) => (record.overdue ? { bgcolor: '#FDECEA' } : {})}
      >
        <DataTable.Col source="id" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="type" render={(r) => translate(`mh.dataRequests.types.${r.type}`)} />
        <ClampCol source="message" maxWidth={320} />
        <DataTable.Col
          source="dueDate"
          render={(r) => (
            <span>
              <DateField source="dueDate" record={r} /> <DaysLeft record={r as RaRecord} />
            </span>
          )}
        />
        <DataTable.Col source="status" render={(r) => translate(`mh.dataRequests.statuses.${r.status}`)} />
      </AdminDataTable>
    </List>
  );
}
