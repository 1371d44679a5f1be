import ApproveIcon from '@mui/icons-material/HowToReg';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenIcon from '@mui/icons-material/OpenInNew';
import RejectIcon from '@mui/icons-material/PersonOff';
import KeyIcon from '@mui/icons-material/Key';
import { Button as MuiButton, TextField as MuiTextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useDelete,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Button } from '../components/LabelledButton';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { useSingleFlight } from '../components/useSingleFlight';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import { remainingDays } from '../lib/countdown';
import { generatePassword } from '../lib/password';
import type { AdminDataProvider } from '../providers/dataProvider';
import { PaymentProofPreview } from './PaymentProofPreview';

/** Approve a pending registration: a dialog asks for the member's password. */
export function ApproveButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const approving = useSingleFlight();
  const close = () => {
    setOpen(false);
    setPassword('');
    setShown(false);
    setError(null);
  };
  const approve = useMutation({
    mutationFn: () => dataProvider.approveUser(record!.id, password),
    onSuccess: () => {
      close();
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
    approving.run(() => approve.mutateAsync());
  };

  return (
    <>
      <Button
        label="mh.users.approve"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        color="primary"
      >
        <ApproveIcon />
      </Button>
      <Confirm
        CancelIcon={CloseIcon}
        isOpen={open}
        loading={approve.isPending || approving.busy}
        title={translate('mh.users.approveTitle', { name: record.name })}
        content={
          // The click handler only keeps the click from reaching the list row behind the dialog.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            onClick={(e) => e.stopPropagation()}
          >
            <p style={{ marginTop: 0 }}>{translate('mh.users.approveContent', { name: record.name })}</p>
            <MuiTextField
              sx={{ mt: 1 }}
              inputRef={passwordInput}
              fullWidth
              type={shown ? 'text' : 'password'}
              name="password"
              autoComplete="new-password"
              label={translate('mh.users.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
              error={!!error}
              helperText={error ?? ' '}
            />
            <MuiButton
              size="small"
              startIcon={<KeyIcon />}
              onClick={() => {
                setPassword(generatePassword());
                setShown(true);
                setError(null);
                passwordInput.current?.focus();
              }}
            >
              {translate('mh.users.generatePassword')}
            </MuiButton>
            <PaymentProofPreview record={record} />
          </form>
        }
        confirm="mh.users.approveConfirm"
        confirmColor="primary"
        onConfirm={submit}
        onClose={close}
        // The password is what the administrator types first, so it has the focus rather than 'Aprobar usuario'.
        slotProps={{ transition: { onEnter: () => passwordInput.current?.focus() } }}
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
  if (!record || record.status !== 'pending') return null;
  return (
    <ConfirmActionButton
      label="mh.users.reject"
      color="warning"
      icon={<RejectIcon />}
      title={translate('mh.users.rejectTitle', { name: record.name })}
      content="mh.users.rejectContent"
      confirm="mh.users.rejectConfirm"
      confirmColor="warning"
      action={() => dataProvider.rejectUser(record.id)}
      onSuccess={() => {
        toast.success(t.users.rejected, record.email);
        refresh();
      }}
      onError={(e) => toast.error(e, t.users.rejectError)}
      keepOpenOnError
    />
  );
}

/** Approved members: their public page /u/{slug} in a new tab. */
export function ViewPageButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  // An expired member's page is not public: the link would only show 'not found'.
  if (
    !record ||
    record.status !== 'approved' ||
    !((remainingDays(record as { paymentExpiresAt?: string | null }) ?? 0) > 0)
  )
    return null;
  return (
    <Button
      label="mh.users.viewPage"
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

/** Delete any member permanently, after a confirmation that names the action and opens on 'Cancelar'. */
export function DeleteUserButton({ redirect = false }: { redirect?: 'list' | false }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const redirectTo = useRedirect();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [remove, { isPending: removing }] = useDelete();
  const deleting = useSingleFlight();
  const isPending = removing || deleting.busy;
  if (!record) return null;
  const confirm = () =>
    deleting.run(
      () =>
        new Promise<void>((settled) => {
          void remove(
            resource ?? 'users',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                settled();
                setOpen(false);
                toast.success(t.users.deleted, record.email);
                if (redirect) redirectTo('list', resource ?? 'users');
                else refresh();
              },
              onError: (e) => {
                settled();
                setOpen(false);
                toast.error(e, t.users.deleteError);
              },
            },
          );
        }),
    );
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        CancelIcon={CloseIcon}
        ConfirmIcon={DeleteIcon}
        isOpen={open}
        loading={isPending}
        title={translate('mh.users.deleteTitle', { name: record.name })}
        content="mh.users.deleteContent"
        confirm="mh.users.deleteConfirm"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
