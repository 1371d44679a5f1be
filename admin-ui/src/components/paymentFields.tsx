import { Chip, Stack } from '@mui/material';
import { formatCop } from '@multyhealth/brand';
import { useTranslate, type RaRecord } from 'react-admin';

export const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export const PAYMENT_PURPOSES = ['registration', 'renewal'] as const;

export const statusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: `resources.payments.statuses.${id}` }));
export const purposeChoices = PAYMENT_PURPOSES.map((id) => ({ id, name: `resources.payments.purposes.${id}` }));

/** The amount asked for, in pesos (`$ 350.000 COP`); the API keeps cents, as the gateway does. */
export const paymentAmount = (record: RaRecord) => formatCop(Number(record.amountInCents) / 100);

export const needsDecision = (record: RaRecord) => !!(record.requiresReview || record.duplicate);

/** Payments needing a decision (review, duplicate) stand out in every table. */
export const paymentRowSx = (record: RaRecord) =>
  needsDecision(record) ? { bgcolor: '#FFF4E5', '& td': { fontWeight: 600 } } : {};

export function PaymentStatusText({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.payments.statuses.${record.status}`, { _: String(record.status) })}</>;
}

export function PaymentPurposeText({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.payments.purposes.${record.purpose}`, { _: String(record.purpose) })}</>;
}

/** 'Requiere revisión' and 'Pago duplicado' as warning chips; nothing for a payment that needs no decision. */
export function PaymentFlags({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!needsDecision(record)) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {record.requiresReview && (
        <Chip size="small" color="warning" label={translate('resources.payments.fields.requiresReview')} />
      )}
      {record.duplicate && <Chip size="small" color="error" label={translate('resources.payments.fields.duplicate')} />}
    </Stack>
  );
}
