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

/** A card of the detail screen under its own heading (an h2 the card is labelled by). */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2', id } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** A section's lines, or the sentence that says there are none yet. */
function Lines(props: { component: 'ol' | 'ul'; empty: string; items: React.ReactNode[]; testId?: string }) {
  const { component, empty, items, testId } = props;
  if (items.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Box component={component} sx={{ m: 0, pl: 3 }} data-testid={testId}>
      {items.map((item, i) => (
        <Typography component="li" variant="body2" key={i} sx={{ py: 0.5, ...wrap }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function Summary({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.payments.fields.${name}`);
  return (
    <Section id="payment-summary-title" title={t.payments.summaryTitle}>
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
    </Section>
  );
}

function Timeline({ events }: { events: PaymentEvent[] }) {
  const translate = useTranslate();
  const status = (value: string) => translate(`resources.payments.statuses.${value}`, { _: value });
  return (
    <Section id="payment-timeline-title" title={t.payments.timeline}>
      <Lines
        component="ol"
        testId="payment-timeline"
        empty={t.payments.timelineNone}
        items={events.map(
          (event) =>
            `${when(event.at)} · ${t.payments.sources[event.source]} · ${status(event.status)} · ` +
            `${copFromCents(event.amountInCents)} · ${event.transactionId}`,
        )}
      />
    </Section>
  );
}

function Audit({ entries }: { entries: { at: string; adminEmail: string; action: string; summary: string }[] }) {
  return (
    <Section id="payment-audit-title" title={t.payments.auditTitle}>
      <Lines
        component="ul"
        empty={t.payments.auditNone}
        items={entries.map(
          (entry) => `${when(entry.at)} · ${entry.adminEmail} · ${actionLabel(entry.action)}: ${entry.summary}`,
        )}
      />
    </Section>
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
