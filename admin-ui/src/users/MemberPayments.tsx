import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  FunctionField,
  Link,
  ReferenceManyField,
  useListContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { AdminDataTable } from '../components/AdminDataTable';
import {
  PaidAmount,
  PaymentFlags,
  PaymentMethodText,
  PaymentPurposeText,
  PaymentStatusText,
  paymentAmount,
  paymentRowSx,
} from '../components/paymentFields';

function PaymentsTable() {
  const { error, isPending, total } = useListContext();
  const translate = useTranslate();
  if (error)
    return (
      <Typography variant="body2" color="error">
        {translate('mh.payments.memberError')}
      </Typography>
    );
  if (!isPending && total === 0) return <Typography variant="body2">{translate('mh.payments.memberNone')}</Typography>;
  return (
    <Box sx={{ minWidth: 720 }}>
      <AdminDataTable bulkActionButtons={false} rowClick="show" rowSx={paymentRowSx}>
        <DataTable.Col source="createdAt" disableSort>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="purpose" disableSort render={(r: RaRecord) => <PaymentPurposeText record={r} />} />
        <DataTable.Col source="method" disableSort render={(r: RaRecord) => <PaymentMethodText record={r} />} />
        <DataTable.Col source="amountInCents" disableSort>
          <FunctionField render={paymentAmount} />
        </DataTable.Col>
        <DataTable.Col source="paidAmountInCents" disableSort render={(r: RaRecord) => <PaidAmount record={r} />} />
        <DataTable.Col source="reference" disableSort />
        <DataTable.Col source="status" disableSort render={(r: RaRecord) => <PaymentStatusText record={r} />} />
        <DataTable.Col
          source="decision"
          label="mh.payments.decision"
          disableSort
          render={(r: RaRecord) => <PaymentFlags record={r} />}
        />
      </AdminDataTable>
    </Box>
  );
}

/** The member's online payments, newest first (GET /api/admin/payments?filter={"memberId":…}). */
export function MemberPayments() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const allPayments = `/payments?${new URLSearchParams({ filter: JSON.stringify({ memberId: record.id }) })}`;
  return (
    <Card data-testid="member-payments">
      <CardHeader
        title={translate('mh.payments.memberTitle')}
        slotProps={{ title: { variant: 'h6', component: 'h3' } }}
        action={<Link to={allPayments}>{translate('mh.payments.viewAll')}</Link>}
      />
      <CardContent sx={{ pt: 0, overflowX: 'auto' }}>
        <ReferenceManyField
          reference="payments"
          target="memberId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={50}
        >
          <PaymentsTable />
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
