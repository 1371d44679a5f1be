import ApproveIcon from '@mui/icons-material/HowToReg';
import CloseIcon from '@mui/icons-material/Close';
import OpenIcon from '@mui/icons-material/OpenInNew';
import RejectIcon from '@mui/icons-material/PersonOff';
import { TextField as MuiTextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, DeleteWithConfirmButton, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import { remainingDays } from '../lib/countdown';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Approve a pending registration: a dialog asks for the member's password (SPEC.md §2, §5). */
export function ApproveButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approve = useMutation({
    mutationFn: () => dataProvider.approveUser(record!.id, password),
    onSuccess: () => {
      setOpen(false);
      setPassword('');
      toast.success(t.users.approved, translate('mh.users.approvedDetail', { name: record?.name }));
      refresh();
    },
    onError: (e: { body?: { errors?: Record<string, string> } }) => {
      if (e?.body?.errors?.password) setError(e.body.errors.password);
      toast.error(e, t.users.approveError);
    },
  });
  if (!record || record.status !== 'pending') return null;

  const submit = () => {
    if (!password.trim()) return setError(t.users.passwordRequired);
    if (password.length < 6) return setError(t.users.passwordTooShort);
    setError(null);
    approve.mutate();
  };

  return (
    <>
      <Button label="mh.users.approve" onClick={(e) => { e.stopPropagation(); setOpen(true); }} color="primary">
        <ApproveIcon />
      </Button>
      <Confirm
        CancelIcon={CloseIcon}
        isOpen={open}
        loading={approve.isPending}
        title={translate('mh.users.approveTitle', { name: record.name })}
        content={
          <form onSubmit={(e) => { e.preventDefault(); submit(); }} onClick={(e) => e.stopPropagation()}>
            <p style={{ marginTop: 0 }}>{translate('mh.users.approveContent', { name: record.name })}</p>
            <MuiTextField
              sx={{ mt: 1 }}
              autoFocus
              fullWidth
              type="password"
              name="password"
              autoComplete="new-password"
              label={translate('mh.users.password')}
              value={password}
              onChange={(e) => { setPassword(e.target.value); setError(null); }}
              error={!!error}
              helperText={error ?? ' '}
            />
          </form>
        }
        confirm="mh.users.approveConfirm"
        confirmColor="primary"
        onConfirm={submit}
        onClose={() => { setOpen(false); setError(null); }}
      />
    </>
  );
}

/** Reject a pending registration: it is removed and the applicant gets an e-mail. */
export function RejectButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const reject = useMutation({
    mutationFn: () => dataProvider.rejectUser(record!.id),
    onSuccess: () => {
      setOpen(false);
      toast.success(t.users.rejected, record?.email);
      refresh();
    },
    onError: (e) => toast.error(e, t.users.rejectError),
  });
  if (!record || record.status !== 'pending') return null;
  return (
    <>
      <Button label="mh.users.reject" color="warning" onClick={(e) => { e.stopPropagation(); setOpen(true); }}>
        <RejectIcon />
      </Button>
      <Confirm
        CancelIcon={CloseIcon}
        isOpen={open}
        loading={reject.isPending}
        title={translate('mh.users.rejectTitle', { name: record.name })}
        content="mh.users.rejectContent"
        confirm="mh.users.reject"
        onConfirm={() => reject.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Approved members: their public page /u/{slug} in a new tab. */
export function ViewPageButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  // An expired member's page is not public: the link would only show 'not found'.
  if (!record || record.status !== 'approved' || !((remainingDays(record as { paymentExpiresAt?: string | null }) ?? 0) > 0)) return null;
  return (
    <Button
      label="mh.users.viewPage"
      component="a"
      href={`/u/${encodeURIComponent(record.slug)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${translate('mh.users.viewPage')}: ${record.name}`}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      <OpenIcon />
    </Button>
  );
}

/** Delete any member permanently, after a confirmation. */
export function DeleteUserButton({ redirect = false }: { redirect?: 'list' | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      confirmTitle={translate('mh.users.deleteTitle', { name: record.name })}
      confirmContent="mh.users.deleteContent"
      successMessage="mh.users.deleted"
    />
  );
}
