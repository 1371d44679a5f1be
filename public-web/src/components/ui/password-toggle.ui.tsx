import './text-field.ui.css';
import { EyeIcon, EyeOffIcon } from './icons.ui';

/**
 * The eye at the end of a password field that shows or hides what was typed (`plural`: one eye for several fields),
 * without MUI; the dashboard's dialogs place it in an MUI field through visibility-toggle.ui.tsx.
 */
export function PasswordToggle({
  shown,
  onToggle,
  plural = false,
}: {
  shown: boolean;
  onToggle: () => void;
  plural?: boolean;
}) {
  const what = plural ? 'contraseñas' : 'contraseña';
  return (
    <button
      type="button"
      className="password-toggle"
      onClick={onToggle}
      aria-label={shown ? `Ocultar ${what}` : `Mostrar ${what}`}
    >
      {shown ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
}
