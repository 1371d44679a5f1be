import AcceptIcon from '@mui/icons-material/CheckCircle';
import DismissIcon from '@mui/icons-material/DoNotDisturbOn';
import RefundIcon from '@mui/icons-material/CurrencyExchange';
import RevertIcon from '@mui/icons-material/Undo';
import { Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';

type Decision = 'accept' | 'refund' | 'revert' | 'dismiss';
const NOTE_MAX = 500;
const ICONS: Record<Decision, ReactElement> = {
  accept: <AcceptIcon />,
  refund: <RefundIcon />,
  revert: <RevertIcon />,
  dismiss: <DismissIcon />,
};

/** Reloads the payment, the list and the menu's count after a change. */
function useReload() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['payments'] });
    refresh();
  };
}

/**
 * The decision form: a note (required, up to 500 characters) and a button for each decision that applies to this
 * payment (the API's `allowedDecisions`), each asking for confirmation. POST /api/admin/payments/{id}/decision goes
 * through the data provider's simple-rest create of that path, so a lost session is handled like everywhere else.
 */
export function PaymentDecisionPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const reload = useReload();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  if (!record) return null;
  const allowed = (record.allowedDecisions ?? []) as Decision[];
  const trimmed = note.trim();
  const noteError = touched && !trimmed ? t.payments.decide.noteRequired : '';
  return (
    <Card component="section" aria-labelledby="payment-decision-title">
      <CardHeader
        title={t.payments.decide.title}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'payment-decision-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {allowed.length === 0 ? (
          <Typography variant="body2">{t.payments.decide.none}</Typography>
        ) : (
          <Stack spacing={2}>
            <TextField
              label={t.payments.decide.note}
              value={note}
              onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
              onBlur={() => setTouched(true)}
              required
              multiline
              minRows={2}
              error={!!noteError}
              helperText={noteError || `${t.payments.decide.noteHelp} ${note.length}/${NOTE_MAX}`}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
              fullWidth
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {allowed.map((decision) => (
                <DecisionButton
                  key={decision}
                  decision={decision}
                  record={record}
                  disabled={!trimmed}
                  action={() =>
                    dataProvider.create(`payments/${record.id}/decision`, { data: { decision, note: trimmed } })
                  }
                  onSuccess={() => {
                    setNote('');
                    setTouched(false);
                    toast.success(t.payments.decide.done, translate(`mh.payments.decided.${decision}`));
                    reload();
                  }}
                  onError={(e) => {
                    toast.error(e, t.payments.decide.failed);
                    reload();
                  }}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function DecisionButton({
  decision,
  record,
  disabled,
  action,
  onSuccess,
  onError,
}: {
  decision: Decision;
  record: RaRecord;
  disabled: boolean;
  action: () => Promise<unknown>;
  onSuccess: () => void;
  onError: (e: unknown) => void;
}) {
  const label = t.payments.decide.buttons[decision];
  // The API requires a note: until one is written the button stays off and the field says why.
  if (disabled)
    return (
      <Button variant="outlined" startIcon={ICONS[decision]} disabled>
        {label}
      </Button>
    );
  return (
    <ConfirmActionButton
      label={label}
      icon={ICONS[decision]}
      variant={decision === 'accept' ? 'contained' : 'outlined'}
      color={decision === 'refund' || decision === 'revert' ? 'warning' : undefined}
      title={`${label}: ${record.reference}`}
      content={t.payments.decide.explain[decision]}
      confirm={t.payments.decide.confirm}
      confirmColor={decision === 'refund' || decision === 'revert' ? 'warning' : 'primary'}
      action={action}
      onSuccess={onSuccess}
      onError={onError}
      keepOpenOnError={false}
    />
  );
}

/** 'Marcar reembolso hecho' for a manual refund still pending, with its own note and confirmation. */
export function RefundDonePanel() {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const reload = useReload();
  const [note, setNote] = useState('');
  if (!record || record.refundStatus !== 'pending') return null;
  const trimmed = note.trim();
  return (
    <Card component="section" aria-labelledby="payment-refund-title">
      <CardHeader
        title={t.payments.refund.pending}
        slotProps={{ title: { variant: 'h6', component: 'h2', id: 'payment-refund-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <TextField
            label={t.payments.decide.note}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          <div>
            <ConfirmActionButton
              label={t.payments.refundDone.button}
              icon={<RefundIcon />}
              variant="contained"
              title={t.payments.refundDone.title}
              content={trimmed ? t.payments.refundDone.content : t.payments.decide.noteRequired}
              confirm={t.payments.decide.confirm}
              action={() =>
                trimmed
                  ? dataProvider.create(`payments/${record.id}/refund-done`, { data: { note: trimmed } })
                  : Promise.reject(new Error(t.payments.decide.noteRequired))
              }
              onSuccess={() => {
                setNote('');
                toast.success(t.payments.refundDone.done);
                reload();
              }}
              onError={(e) => toast.error(e, t.payments.decide.failed)}
            />
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
