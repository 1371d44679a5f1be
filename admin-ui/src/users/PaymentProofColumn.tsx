import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import NoReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The users list cell, an icon like the video column's: whether a pending applicant has sent a proof of payment.
 * `labelled` (the phone cards) writes the words beside the icon.
 */
export function PaymentProofChip({
  record,
  labelled = false,
}: {
  record: { status?: string; hasPaymentProof?: boolean };
  labelled?: boolean;
}) {
  const translate = useTranslate();
  if (!record.hasPaymentProof && record.status !== 'pending') return null;
  const label = translate(record.hasPaymentProof ? 'mh.paymentProof.received' : 'mh.paymentProof.none');
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: record.hasPaymentProof ? 'info.main' : 'text.secondary',
          fontSize: '0.8125rem',
        }}
      >
        {record.hasPaymentProof ? <ReceiptIcon fontSize="small" /> : <NoReceiptIcon fontSize="small" />}
        {labelled && <span aria-hidden>{label}</span>}
      </Box>
    </Tooltip>
  );
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
            setFilters(checked ? { ...rest, hasPaymentProof: true } : rest, displayedFilters, false);
          }}
        />
      }
      label={translate('mh.paymentProof.filter')}
    />
  );
}
