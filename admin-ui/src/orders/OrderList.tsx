import {
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { t } from '../i18n/es';

const STATUSES = ['nuevo', 'confirmado', 'entregado', 'cancelado'] as const;

function useStatusChoices() {
  const translate = useTranslate();
  return STATUSES.map((id) => ({ id, name: translate(`mh.orders.statuses.${id}`) }));
}

function useFilters() {
  const choices = useStatusChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={choices} alwaysOn />,
    <ReferenceInput key="sellerId" source="sellerId" reference="users">
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <ReferenceInput key="productId" source="productId" reference="products">
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
    <BooleanInput key="includeTests" source="includeTests" />,
  ];
}

interface OrderRecord extends RaRecord {
  status: (typeof STATUSES)[number];
  items: { name: string; quantity: number }[];
}

/** Every seller's orders, newest first, with the filters of GET /api/admin/orders and the server's CSV. */
export default function OrderList() {
  const translate = useTranslate();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton
            label="mh.orders.export"
            fileName={t.orders.exportFile}
            errorMessage={t.orders.exportError}
          />
        </TopToolbar>
      }
    >
      <AdminDataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="reference" disableSort={false}>
          <TextField source="reference" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col
          source="status"
          render={(record: OrderRecord) => translate(`mh.orders.statuses.${record.status}`)}
        />
        <DataTable.Col source="sellerId" disableSort>
          <ReferenceField source="sellerId" reference="users" link="show" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="items" disableSort>
          <FunctionField
            render={(record: OrderRecord) => record.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
          />
        </DataTable.Col>
        <DataTable.Col source="total">
          <NumberField source="total" locales="es-CO" />
        </DataTable.Col>
        <DataTable.Col source="customerName" disableSort />
        <DataTable.Col source="city" disableSort />
      </AdminDataTable>
    </List>
  );
}
