import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';

/**
 * The eye at the end of a password field that shows or hides what was typed (`plural`: one eye for several fields), in
 * the dashboard's MUI dialogs; the entry pages use password-toggle.ui.tsx.
 */
export function VisibilityToggle({
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
    <InputAdornment position="end">
      <IconButton onClick={onToggle} aria-label={shown ? `Ocultar ${what}` : `Mostrar ${what}`} edge="end">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
