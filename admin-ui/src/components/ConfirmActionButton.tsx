import CloseIcon from '@mui/icons-material/Close';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { Button, type LabelledButtonProps } from './LabelledButton';
import { useSingleFlight } from './useSingleFlight';

export interface ConfirmActionButtonProps<T> {
  /** Button text (translation key or text). */
  label: string;
  icon: ReactElement;
  color?: LabelledButtonProps['color'];
  variant?: 'text' | 'contained' | 'outlined';
  /** Dialog title, content and confirming button. */
  title: string;
  content: ReactNode;
  confirm: string;
  confirmColor?: 'primary' | 'warning';
  action: () => Promise<T>;
  onSuccess: (result: T) => void;
  onError: (error: unknown) => void;
  /** Leave the dialog open after a failure so the administrator can retry (default: close it); a function decides per error. */
  keepOpenOnError?: boolean | ((error: unknown) => boolean);
  /** Called when the dialog opens: the moment the administrator starts deciding. */
  onOpen?: () => void;
}

/**
 * A button that asks before acting: the dialog shows what will happen, the action runs on confirm with the button
 * disabled meanwhile, and the dialog closes when it succeeds. Clicks do not reach the row underneath.
 */
export function ConfirmActionButton<T>({
  label,
  icon,
  color,
  variant = 'text',
  title,
  content,
  confirm,
  confirmColor = 'primary',
  action,
  onSuccess,
  onError,
  keepOpenOnError,
  onOpen,
}: ConfirmActionButtonProps<T>) {
  const [open, setOpen] = useState(false);
  const confirming = useSingleFlight();
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (result) => {
      setOpen(false);
      onSuccess(result);
    },
    onError: (error) => {
      const keepOpen = typeof keepOpenOnError === 'function' ? keepOpenOnError(error) : keepOpenOnError;
      if (!keepOpen) setOpen(false);
      onError(error);
    },
  });
  return (
    <>
      <Button
        label={label}
        color={color}
        variant={variant}
        onClick={(e) => {
          e.stopPropagation();
          onOpen?.();
          setOpen(true);
        }}
        disabled={mutation.isPending || confirming.busy}
      >
        {icon}
      </Button>
      <Confirm
        CancelIcon={CloseIcon}
        isOpen={open}
        loading={mutation.isPending || confirming.busy}
        title={title}
        content={content}
        confirm={confirm}
        confirmColor={confirmColor}
        onConfirm={() => confirming.run(() => mutation.mutateAsync().catch(() => undefined))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
