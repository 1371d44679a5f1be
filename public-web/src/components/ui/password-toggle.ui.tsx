import './text-field.ui.css';
import { EyeIcon, EyeOffIcon } from './icons.ui';

/**
 * The eye at the end of a password field that shows or hides what was typed (`plural`: one eye for several fields),
 * without MUI for the entry pages; the dashboard's dialogs use visibility-toggle.ui.tsx.
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
