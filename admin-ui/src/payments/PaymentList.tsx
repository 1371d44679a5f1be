import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { EmptyList } from '../components/ListParts';
import { ListLoadError } from '../components/LoadError';
import { useScreen } from '../components/useScreen';
import { t } from '../i18n/es';
import {
  PaidAmount,
  PaymentFlags,
  PaymentMember,
  PaymentMethodText,
  PaymentPurposeText,
  PaymentStatusText,
  paymentAmount,
  paymentRowSx,
  purposeChoices,
  statusChoices,
} from '../components/paymentFields';
import { paidAgainstOwed } from '../lib/money';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="review" source="review" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="purpose" source="purpose" choices={purposeChoices} />,
  <ReferenceInput key="memberId" source="memberId" reference="users">
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

const wrap = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/** On a phone: one line per payment, what was paid against what was owed, and where it stands. */
function PhoneList() {
  return (
    <SimpleList<RaRecord>
      primaryText={(r) =>
        `${r.memberName ?? t.payments.memberGone} · ${paidAgainstOwed(r.paidAmountInCents, r.amountInCents) ?? paymentAmount(r)}`
      }
      secondaryText={(r) => (
        <>
          <PaymentStatusText record={r} /> · <PaymentMethodText record={r} /> · {r.reference}
        </>
      )}
      tertiaryText={(r) => (r.awaitingDecision ? t.payments.awaiting : '')}
      linkType="show"
      rowSx={paymentRowSx}
      sx={{ '& .MuiListItemText-root': wrap }}
    />
  );
}

/**
 * Online payments: owed and paid side by side, the method in words, the member as a link; a row opens the payment's
 * detail (its timeline and the decision form). 'Por decidir' keeps only what waits for an administrator.
 */
export default function PaymentList() {
  const screen = useScreen();
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      exporter={false}
      error={<ListLoadError />}
      empty={false}
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
      {screen.phone ? (
        <PhoneList />
      ) : (
        <AdminDataTable
          bulkActionButtons={false}
          rowClick="show"
          rowSx={paymentRowSx}
          empty={<EmptyList message={t.payments.empty} />}
          sx={{ '& td, & th': { px: 1 }, '& td': { verticalAlign: 'top' }, '& th': { wordBreak: 'keep-all' } }}
        >
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="member" disableSort render={(r: RaRecord) => <PaymentMember record={r} />} />
          {screen.roomy ? (
            <DataTable.Col source="purpose" render={(r: RaRecord) => <PaymentPurposeText record={r} />} />
          ) : null}
          <DataTable.Col source="method" disableSort render={(r: RaRecord) => <PaymentMethodText record={r} />} />
          <DataTable.Col source="amountInCents" render={paymentAmount} />
          <DataTable.Col source="paidAmountInCents" disableSort render={(r: RaRecord) => <PaidAmount record={r} />} />
          <DataTable.Col
            source="reference"
            disableSort
            render={(r: RaRecord) => <span style={{ ...wrap, fontSize: '0.8rem' }}>{r.reference}</span>}
          />
          <DataTable.Col source="status" render={(r: RaRecord) => <PaymentStatusText record={r} />} />
          <DataTable.Col
            source="decision"
            label="mh.payments.decision"
            disableSort
            render={(r: RaRecord) => <PaymentFlags record={r} compact />}
          />
        </AdminDataTable>
      )}
    </List>
  );
}
