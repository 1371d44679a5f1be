import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { Chip, FormControlLabel, Switch } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The users list cell: whether a pending applicant has sent a proof of payment. */
export function PaymentProofChip({ record }: { record: { status?: string; hasPaymentProof?: boolean } }) {
  const translate = useTranslate();
  if (record.hasPaymentProof) return <Chip size="small" color="info" icon={<ReceiptIcon />} label={translate('mh.paymentProof.received')} />;
  if (record.status !== 'pending') return null;
  return <Chip size="small" variant="outlined" label={translate('mh.paymentProof.none')} />;
}

/** 'Con comprobante': on, the list shows only registrations that sent a proof; off, no filter at all. */
export function PaymentProofFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const on = filterValues.hasPaymentProof === true;
  return (
    <FormControlLabel
      sx={{ px: 2, py: 0.5 }}
      control={
        <Switch
          checked={on}
          onChange={(_, checked) => {
            const { hasPaymentProof: _proof, ...rest } = filterValues;
            setFilters(checked ? { ...rest, hasPaymentProof: true } : rest, displayedFilters);
          }}
        />
      }
      label={translate('mh.paymentProof.filter')}
    />
  );
}
