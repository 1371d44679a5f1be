import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UseMutationResult } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast.context';
import { errorText } from '../../../lib/api-client';

interface ConfirmDeleteDialogProps<T extends { id: number }> {
  /** The item to delete; null keeps the dialog closed. */
  item: T | null;
  remove: UseMutationResult<unknown, Error, number>;
  title: string;
  text: (item: T) => string;
  /** Toast after deleting. */
  done: { title: string; description: string };
  errorFallback: string;
  onClose: () => void;
}

/** Asked before deleting; deletes, toasts the outcome and closes. */
export function ConfirmDeleteDialog<T extends { id: number }>({
  item,
  remove,
  title,
  text,
  done,
  errorFallback,
  onClose,
}: ConfirmDeleteDialogProps<T>) {
  const toast = useToast();
  const confirm = () =>
    item &&
    remove.mutate(item.id, {
      onSuccess: () => {
        toast(done);
        onClose();
      },
      onError: (error) => toast({ title: 'Error', description: errorText(error, errorFallback), variant: 'error' }),
    });
  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{item ? text(item) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancelar</Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={remove.isPending}>
          {remove.isPending ? 'Eliminando...' : 'Eliminar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
