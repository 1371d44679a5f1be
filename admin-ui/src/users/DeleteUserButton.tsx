import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Confirm,
  useDelete,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Button } from '../components/LabelledButton';
import { useSingleFlight } from '../components/useSingleFlight';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';

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
