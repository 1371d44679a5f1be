import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { formatDate } from '@multyhealth/brand';
import { actionLabel } from '@multyhealth/rules';
import { Show, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { t } from '../i18n/es';
import {
  PaidAmount,
  PaymentFlags,
  PaymentMember,
  PaymentMethodText,
  PaymentPurposeText,
  PaymentStatusText,
  paymentAmount,
} from '../components/paymentFields';
import { copFromCents } from '../lib/money';
import { PaymentDecisionPanel, RefundDonePanel } from './PaymentDecisionPanel';

const time = new Intl.DateTimeFormat('es-CO', { hour: '2-digit', minute: '2-digit', hour12: false });
const when = (value: string | null | undefined) =>
  value ? `${formatDate(value)} ${time.format(new Date(value))}` : '—';
const wrap = { overflowWrap: 'anywhere' } as const;

interface PaymentEvent {
  at: string;
  source: 'event' | 'return' | 'reconciliation';
  transactionId: string;
  status: string;
  amountInCents: number;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: 0.5, py: 0.5 }}
    >
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, ...wrap }}>
        {children}
      </Typography>
    </Box>
  );
}

function Summary({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.payments.fields.${name}`);
  return (
    <Card component="section" aria-labelledby="payment-summary-title">
      <CardHeader
        title={t.payments.summaryTitle}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'payment-summary-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={field('member')}>
            <PaymentMember record={record} />
            {record.member?.email ? ` · ${record.member.email}` : ''}
          </Row>
          <Row label={field('purpose')}>
            <PaymentPurposeText record={record} />
          </Row>
          <Row label={field('amountInCents')}>{paymentAmount(record)}</Row>
          <Row label={field('paidAmountInCents')}>
            <PaidAmount record={record} />
          </Row>
          <Row label={field('method')}>
            <PaymentMethodText record={record} />
          </Row>
          <Row label={field('status')}>
            <PaymentStatusText record={record} />
          </Row>
          <Row label={t.payments.decision}>
            <PaymentFlags record={record} />
            {record.decisionNote ? ` ${record.decisionNote} (${record.decidedBy}, ${when(record.decidedAt)})` : ''}
          </Row>
          {record.refundAnswer ? <Row label={field('refundAnswer')}>{record.refundAnswer}</Row> : null}
          <Row label={field('transactionId')}>{record.transactionId ?? '—'}</Row>
          <Row label={field('createdAt')}>{when(record.createdAt)}</Row>
          <Row label={field('settledAt')}>{when(record.settledAt)}</Row>
          <Row label={field('note')}>{record.note ?? '—'}</Row>
        </Box>
      </CardContent>
    </Card>
  );
}

function Timeline({ events }: { events: PaymentEvent[] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="payment-timeline-title">
      <CardHeader
        title={t.payments.timeline}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'payment-timeline-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {events.length === 0 ? (
          <Typography variant="body2">{t.payments.timelineNone}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="payment-timeline">
            {events.map((event, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ py: 0.5, ...wrap }}>
                {when(event.at)} · {t.payments.sources[event.source]} ·{' '}
                {translate(`resources.payments.statuses.${event.status}`, { _: event.status })} ·{' '}
                {copFromCents(event.amountInCents)} · {event.transactionId}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function Audit({ entries }: { entries: { at: string; adminEmail: string; action: string; summary: string }[] }) {
  return (
    <Card component="section" aria-labelledby="payment-audit-title">
      <CardHeader
        title={t.payments.auditTitle}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'payment-audit-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {entries.length === 0 ? (
          <Typography variant="body2">{t.payments.auditNone}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {entries.map((entry, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ py: 0.5, ...wrap }}>
                {when(entry.at)} · {entry.adminEmail} · {actionLabel(entry.action)}: {entry.summary}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function PaymentDetail() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Summary record={record} />
      <PaymentDecisionPanel />
      <RefundDonePanel />
      <Timeline events={(record.events ?? []) as PaymentEvent[]} />
      <Audit entries={record.audit ?? []} />
    </Stack>
  );
}

/** A payment: what was owed and paid, every report received about it, the decision form and its audit trail. */
export default function PaymentShow() {
  return (
    <Show component="div" actions={false}>
      <PaymentDetail />
    </Show>
  );
}
