import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydrated.hook';

/**
 * The large submit button of a full-page form, showing `pendingText` and disabled while the request runs, and until the
 * page's script runs (useHydrated).
 */
export function SubmitButton({
  pending,
  pendingText,
  disabled = false,
  children,
}: {
  pending: boolean;
  pendingText: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending || disabled || !hydrated}
      sx={{ minHeight: 52, fontSize: '1.0625rem' }}
    >
      {pending ? pendingText : children}
    </Button>
  );
}
