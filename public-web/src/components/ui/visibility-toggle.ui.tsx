import InputAdornment from '@mui/material/InputAdornment';
import { PasswordToggle } from './password-toggle.ui';

/** The eye of password-toggle.ui.tsx placed at the end of an MUI text field, for the dashboard's dialogs. */
export function VisibilityToggle({
  shown,
  onToggle,
  plural = false,
}: {
  shown: boolean;
  onToggle: () => void;
  plural?: boolean;
}) {
  return (
    <InputAdornment position="end">
      <PasswordToggle shown={shown} onToggle={onToggle} plural={plural} />
    </InputAdornment>
  );
}
