import ApproveIcon from '@mui/icons-material/HowToReg';
import RejectIcon from '@mui/icons-material/PersonOff';
import RenewIcon from '@mui/icons-material/Autorenew';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Button as MuiButton,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  BulkActionsToolbar,
  SelectAllButton,
  useDataProvider,
  useListContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Button } from '../components/LabelledButton';
import { errorMessage, useToast } from '../components/useToast';
import { t } from '../i18n/es';
import { generatePassword } from '../lib/password';
import type { AdminDataProvider } from '../providers/dataProvider';

import { BulkSummary, type Outcome } from './BulkSummary';
import { SELECT_ALL_LIMIT, SelectionCount } from './SelectionCount';

type BulkKind = 'approve' | 'reject' | 'renew';
type Who = Pick<Outcome, 'name' | 'code' | 'email'>;
const who = (r: { id: Identifier; name?: string; code?: string; email?: string }): Who => ({
  name: r.name ?? `#${r.id}`,
  code: r.code ?? '',
  email: r.email ?? '',
});

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
  // A double click on the confirming button starts one run.
  const runStarted = useRef(false);
  // The expiries shown when the administrator opened the dialog: the ones the renewal was decided on, even if the
  // list refreshes meanwhile.
  const decidedExpiries = useRef(new Map<Identifier, string | null>());
  const count = selectedIds.length;
  const open = (what: BulkKind) => {
    decidedExpiries.current = new Map((data ?? []).map((r) => [r.id, r.paymentExpiresAt ?? null]));
    setKind(what);
  };

  const run = async (what: BulkKind) => {
    if (runStarted.current) return;
    runStarted.current = true;
    setRunning(true);
    setOutcomes([]);
    // 'Seleccionar todo' may select members of other pages: their names come with one list request.
    const names = new Map<Identifier, Who>((data ?? []).map((r) => [r.id, who(r)]));
    // Each renewal names the expiry the administrator saw: a row someone renewed meanwhile gets 409, not a second year.
    const expiries = new Map(decidedExpiries.current);
    const missing = selectedIds.filter((id) => !names.has(id));
    if (missing.length) {
      try {
        const { data: more } = await dataProvider.getList('users', {
          filter: { ids: missing },
          pagination: { page: 1, perPage: missing.length },
          sort: { field: 'createdAt', order: 'ASC' },
        });
        for (const r of more) {
          names.set(r.id, who(r));
          if (!expiries.has(r.id)) expiries.set(r.id, r.paymentExpiresAt ?? null);
        }
      } catch {
        // Names are only for the summary: '#id' stands in for them.
      }
    }
    for (const id of [...selectedIds]) {
      const member = names.get(id) ?? who({ id });
      try {
        let detail = '';
        if (what === 'approve') {
          const password = generatePassword();
          await dataProvider.approveUser(id, password);
          detail = translate('mh.users.bulk.passwordIs', { password });
        } else if (what === 'reject') await dataProvider.rejectUser(id);
        else await dataProvider.renewUser(id, expiries.get(id) ?? null);
        setOutcomes((list) => [
          ...list,
          { id, ...member, ok: true, detail: detail || translate(`mh.users.bulk.done.${what}`) },
        ]);
      } catch (error) {
        setOutcomes((list) => [
          ...list,
          { id, ...member, ok: false, detail: errorMessage(error, translate(`mh.users.bulk.failed.${what}`)) },
        ]);
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
    runStarted.current = false;
  };
  const succeeded = outcomes.filter((o) => o.ok).length;
  const started = running || outcomes.length > 0;

  return (
    <>
      <Button label="mh.users.bulk.approve" onClick={() => open('approve')}>
        <ApproveIcon />
      </Button>
      <Button label="mh.users.bulk.reject" onClick={() => open('reject')}>
        <RejectIcon />
      </Button>
      <Button label="mh.users.bulk.renew" onClick={() => open('renew')}>
        <RenewIcon />
      </Button>
      <Dialog open={kind !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="bulk-title">
        <DialogTitle id="bulk-title">
          {kind && translate(`mh.users.bulk.title.${kind}`, { smart_count: count })}
        </DialogTitle>
        <DialogContent>
          {!started && (
            <Typography>{kind && translate(`mh.users.bulk.confirm.${kind}`, { smart_count: count })}</Typography>
          )}
          {started && (
            <Box data-testid="bulk-progress" sx={{ mb: 2 }}>
              <LinearProgress
                variant="determinate"
                value={count ? (outcomes.length / count) * 100 : 100}
                aria-label={translate('mh.users.bulk.progressLabel')}
              />
              <Typography variant="body2" sx={{ mt: 1 }} role="status">
                {running
                  ? translate('mh.users.bulk.progress', { done: outcomes.length, total: count })
                  : translate('mh.users.bulk.summary', { ok: succeeded, failed: outcomes.length - succeeded })}
              </Typography>
            </Box>
          )}
          {outcomes.length > 0 && <BulkSummary outcomes={outcomes} done={!running} />}
        </DialogContent>
        <DialogActions>
          {!started ? (
            <>
              <MuiButton onClick={close} autoFocus>
                {translate('ra.action.cancel')}
              </MuiButton>
              <MuiButton
                variant="contained"
                color={kind === 'reject' ? 'error' : 'primary'}
                onClick={() => kind && run(kind)}
              >
                {kind && translate(`mh.users.bulk.${kind}`)}
              </MuiButton>
            </>
          ) : (
            <MuiButton onClick={close} disabled={running} variant="contained">
              {t.users.bulk.close}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The selection's CSV: the server exports exactly the chosen members (at most a thousand). */
function ExportSelectedButton() {
  const { selectedIds, sort } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  return (
    <Button
      label="mh.users.bulk.export"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await dataProvider.exportCsv('users', { ids: selectedIds }, sort, t.users.exportFile);
        } catch (error) {
          toast.error(error, t.users.exportError);
        } finally {
          setBusy(false);
        }
      }}
    >
      <DownloadIcon />
    </Button>
  );
}

/** The bar over a selection, in the table and in the phone card list; 'Seleccionar todo' takes every match up to 1,000. */
export function UsersBulkToolbar() {
  return (
    <Box
      sx={{
        // In the flow rather than over the table head, and on two lines when four actions and 'Seleccionar todo'
        // do not fit one (phones, 1280 px).
        '&& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none', flexWrap: 'wrap' },
        '&& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto', minHeight: 48 },
        '&& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-start', minHeight: 0 },
      }}
    >
      <BulkActionsToolbar selectAllButton={<SelectAllButton limit={SELECT_ALL_LIMIT} />}>
        <SelectionCount />
        <BulkUserActions />
        <ExportSelectedButton />
      </BulkActionsToolbar>
    </Box>
  );
}
