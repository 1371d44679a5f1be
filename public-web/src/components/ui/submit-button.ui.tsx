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
    <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={pending || disabled || !hydrated}>
      {pending ? pendingText : children}
    </button>
  );
}
