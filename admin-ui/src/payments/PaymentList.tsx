import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  type RaRecord,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';

const statuses = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'].map((id) => ({
  id,
  name: `resources.payments.statuses.${id}`,
}));
const purposes = ['registration', 'renewal'].map((id) => ({ id, name: `resources.payments.purposes.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statuses} />,
  <SelectInput key="purpose" source="purpose" choices={purposes} />,
  <BooleanInput key="requiresReview" source="requiresReview" />,
  <NumberInput key="memberId" source="memberId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/** Payments needing a decision (review, duplicate) stand out. */
const rowSx = (record: RaRecord) =>
  record.requiresReview || record.duplicate ? { bgcolor: '#FFF4E5', '& td': { fontWeight: 600 } } : {};

/** Online payments, read-only; react-admin's exporter gives the CSV of the filtered list. */
export default function PaymentList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      <AdminDataTable bulkActionButtons={false} rowClick={false} rowSx={rowSx}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="memberName" disableSort />
        <DataTable.Col source="purpose">
          <FunctionField render={(r: RaRecord) => (r.purpose === 'renewal' ? 'Renovación' : 'Registro')} />
        </DataTable.Col>
        <DataTable.Col source="method" disableSort />
        <DataTable.Col source="amountInCents">
          <FunctionField render={(r: RaRecord) => cop.format(Number(r.amountInCents) / 100)} />
        </DataTable.Col>
        <DataTable.Col source="reference" disableSort />
        <DataTable.Col source="transactionId" disableSort />
        <DataTable.Col source="status" />
        <DataTable.Col source="requiresReview" disableSort>
          <BooleanField source="requiresReview" />
        </DataTable.Col>
        <DataTable.Col source="duplicate" disableSort>
          <BooleanField source="duplicate" />
        </DataTable.Col>
        <DataTable.Col source="note" disableSort />
      </AdminDataTable>
    </List>
  );
}
