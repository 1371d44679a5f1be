import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { t } from '../i18n/es';
import {
  PaymentFlags,
  PaymentPurposeText,
  PaymentStatusText,
  paymentAmount,
  paymentRowSx,
  purposeChoices,
  statusChoices,
} from '../components/paymentFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="purpose" source="purpose" choices={purposeChoices} alwaysOn />,
  <ReferenceInput key="memberId" source="memberId" reference="users">
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <BooleanInput key="requiresReview" source="requiresReview" />,
  <BooleanInput key="duplicate" source="duplicate" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Online payments, read-only, with the server's CSV of everything the filters match; decisions pending stand out. */
export default function PaymentList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton
            label="mh.payments.export"
            fileName={t.payments.exportFile}
            errorMessage={t.payments.exportError}
          />
        </TopToolbar>
      }
    >
      <AdminDataTable bulkActionButtons={false} rowClick={false} rowSx={paymentRowSx}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="memberName" disableSort />
        <DataTable.Col source="purpose" render={(r: RaRecord) => <PaymentPurposeText record={r} />} />
        <DataTable.Col source="method" disableSort />
        <DataTable.Col source="amountInCents">
          <FunctionField render={paymentAmount} />
        </DataTable.Col>
        <DataTable.Col source="reference" disableSort />
        <DataTable.Col source="transactionId" disableSort />
        <DataTable.Col source="status" render={(r: RaRecord) => <PaymentStatusText record={r} />} />
        <DataTable.Col
          source="requiresReview"
          label="mh.payments.decision"
          disableSort
          render={(r: RaRecord) => <PaymentFlags record={r} />}
        />
        <DataTable.Col source="note" disableSort />
      </AdminDataTable>
    </List>
  );
}
