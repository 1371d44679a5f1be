import { Chip, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { paymentMethodLabel } from '@multyhealth/rules';
import { Link, useTranslate, type RaRecord } from 'react-admin';
import { copFromCents, paidAgainstOwed } from '../lib/money';

export const PAYMENT_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR'] as const;
export const PAYMENT_PURPOSES = ['registration', 'renewal'] as const;

export const statusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: `resources.payments.statuses.${id}` }));
export const purposeChoices = PAYMENT_PURPOSES.map((id) => ({ id, name: `resources.payments.purposes.${id}` }));

/** What was owed, in pesos (`$ 350.000 COP`); the API keeps cents, as the gateway does. */
export const paymentAmount = (record: RaRecord) => copFromCents(Number(record.amountInCents));

/** Waiting for a decision (the API's `awaitingDecision`; older answers: flagged and undecided). */
export const needsDecision = (record: RaRecord) =>
  record.awaitingDecision ?? !!((record.requiresReview || record.duplicate) && !record.decision);

/** Payments waiting for a decision stand out in every table. */
export const paymentRowSx = (record: RaRecord) =>
  needsDecision(record) ? { bgcolor: '#FFF4E5', '& td': { fontWeight: 600 } } : {};

/** What was paid: '—' while nothing, the amount when it matches, 'Pagado $ 150.000 de $ 180.000' (warning) when not. */
export function PaidAmount({ record }: { record: RaRecord }) {
  const text = paidAgainstOwed(record.paidAmountInCents as number | null, Number(record.amountInCents));
  if (text === null) return <>—</>;
  const short = Number(record.paidAmountInCents) !== Number(record.amountInCents);
  return (
    <Typography component="span" variant="body2" sx={short ? { color: 'warning.dark', fontWeight: 700 } : undefined}>
      {text}
    </Typography>
  );
}

export function PaymentMethodText({ record }: { record: RaRecord }) {
  return <>{paymentMethodLabel(record.method as string | null) || '—'}</>;
}

export function PaymentStatusText({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.payments.statuses.${record.status}`, { _: String(record.status) })}</>;
}

export function PaymentPurposeText({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.payments.purposes.${record.purpose}`, { _: String(record.purpose) })}</>;
}

/** The member as a link to their page in the console; their name as copied, or 'Miembro eliminado'. */
export function PaymentMember({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const member = record.member as { id: number; name: string | null; email: string | null } | null;
  if (!member) return <>{translate('mh.payments.memberGone')}</>;
  return (
    <Link
      to={`/users/${member.id}/show`}
      onClick={(e: MouseEvent) => e.stopPropagation()}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {member.name ?? translate('mh.payments.memberErased')}
    </Link>
  );
}

/** 'Por decidir' or the decision taken, with the refund's state; `compact` (lists) leaves out why it is in doubt. */
export function PaymentFlags({ record, compact = false }: { record: RaRecord; compact?: boolean }) {
  const translate = useTranslate();
  const chips: { label: string; color: 'warning' | 'error' | 'default' | 'success' }[] = [];
  if (needsDecision(record)) {
    chips.push({ label: translate('mh.payments.awaiting'), color: 'warning' });
    if (!compact && record.requiresReview)
      chips.push({ label: translate('resources.payments.fields.requiresReview'), color: 'warning' });
    if (!compact && record.duplicate)
      chips.push({ label: translate('resources.payments.fields.duplicate'), color: 'error' });
  } else if (record.decision) {
    chips.push({ label: translate(`mh.payments.decided.${record.decision}`), color: 'default' });
  }
  if (record.refundStatus)
    chips.push({
      label: translate(`mh.payments.refund.${record.refundStatus}`),
      color: record.refundStatus === 'pending' ? 'warning' : 'success',
    });
  if (!chips.length) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {chips.map((chip) => (
        <Chip key={chip.label} size="small" color={chip.color} label={chip.label} />
      ))}
    </Stack>
  );
}
