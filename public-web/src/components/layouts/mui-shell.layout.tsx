import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { publicWebTheme } from '../../lib/mui-theme';

/** MUI's theme for the form-heavy pages (register, login, dashboard); loaded only with them. */
export function MuiShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={publicWebTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
