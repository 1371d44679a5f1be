import ApproveIcon from '@mui/icons-material/HowToReg';
import CloseIcon from '@mui/icons-material/Close';
import KeyIcon from '@mui/icons-material/Key';
import { Button as MuiButton, TextField as MuiTextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Button } from '../components/LabelledButton';
import { useSingleFlight } from '../components/useSingleFlight';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
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
