import ApproveIcon from '@mui/icons-material/HowToReg';
import RejectIcon from '@mui/icons-material/PersonOff';
import RenewIcon from '@mui/icons-material/Autorenew';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { errorMessage } from '../components/useToast';
import { t } from '../i18n/es';
import { generatePassword } from '../lib/password';
import type { AdminDataProvider } from '../providers/dataProvider';

type BulkKind = 'approve' | 'reject' | 'renew';
interface Outcome {
  id: Identifier;
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * Approve, reject or renew the selected members. The console calls the per-member endpoints one at a time
 * (each stays audited and refused on its own, e.g. a 409 for a member already approved) rather than a bulk route.
 */
export function BulkUserActions() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const [kind, setKind] = useState<BulkKind | null>(null);
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const count = selectedIds.length;
  const nameOf = (id: Identifier) => data?.find((r) => r.id === id)?.name ?? `#${id}`;

  const run = async (what: BulkKind) => {
    setRunning(true);
    setOutcomes([]);
    for (const id of [...selectedIds]) {
      const name = nameOf(id);
      try {
        let detail = '';
        if (what === 'approve') {
          const password = generatePassword();
          await dataProvider.approveUser(id, password);
          detail = translate('mh.users.bulk.passwordIs', { password });
        } else if (what === 'reject') await dataProvider.rejectUser(id);
        else await dataProvider.renewUser(id);
        setOutcomes((list) => [...list, { id, name, ok: true, detail: detail || translate(`mh.users.bulk.done.${what}`) }]);
      } catch (error) {
        setOutcomes((list) => [...list, { id, name, ok: false, detail: errorMessage(error, translate(`mh.users.bulk.failed.${what}`)) }]);
      }
    }
    setRunning(false);
  };

  const close = () => {
    if (running) return;
    if (outcomes.length) {
      onUnselectItems();
      refresh();
    }
    setKind(null);
    setOutcomes([]);
  };
  const succeeded = outcomes.filter((o) => o.ok).length;
  const started = running || outcomes.length > 0;

  return (
    <>
      <Button label="mh.users.bulk.approve" onClick={() => setKind('approve')}><ApproveIcon /></Button>
      <Button label="mh.users.bulk.reject" onClick={() => setKind('reject')}><RejectIcon /></Button>
      <Button label="mh.users.bulk.renew" onClick={() => setKind('renew')}><RenewIcon /></Button>
      <Dialog open={kind !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-title">
        <DialogTitle id="bulk-title">{kind && translate(`mh.users.bulk.title.${kind}`, { smart_count: count })}</DialogTitle>
        <DialogContent>
          {!started && <Typography>{kind && translate(`mh.users.bulk.confirm.${kind}`, { smart_count: count })}</Typography>}
          {started && (
            <Box data-testid="bulk-progress" sx={{ mb: 2 }}>
              <LinearProgress variant="determinate" value={count ? (outcomes.length / count) * 100 : 100} aria-label={translate('mh.users.bulk.progressLabel')} />
              <Typography variant="body2" sx={{ mt: 1 }} role="status">
                {running
                  ? translate('mh.users.bulk.progress', { done: outcomes.length, total: count })
                  : translate('mh.users.bulk.summary', { ok: succeeded, failed: outcomes.length - succeeded })}
              </Typography>
            </Box>
          )}
          {outcomes.length > 0 && (
            <List dense data-testid="bulk-summary" sx={{ maxHeight: 320, overflowY: 'auto' }}>
              {outcomes.map((o) => (
                <ListItem key={String(o.id)} disableGutters data-ok={o.ok}>
                  <ListItemText
                    primary={`${o.ok ? '✓' : '✗'} ${o.name}`}
                    secondary={o.detail}
                    slotProps={{ primary: { sx: { color: o.ok ? 'success.main' : 'error.main', fontWeight: 600 } }, secondary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          {!started ? (
            <>
              <MuiButton onClick={close} autoFocus>{translate('ra.action.cancel')}</MuiButton>
              <MuiButton variant="contained" color={kind === 'reject' ? 'error' : 'primary'} onClick={() => kind && run(kind)}>
                {kind && translate(`mh.users.bulk.${kind}`)}
              </MuiButton>
            </>
          ) : (
            <MuiButton onClick={close} disabled={running} variant="contained">{t.users.bulk.close}</MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
