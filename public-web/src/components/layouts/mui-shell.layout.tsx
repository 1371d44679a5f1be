import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { publicWebTheme } from '../../lib/mui-theme';

/** MUI's theme for the seller's dashboard, the one page that uses MUI; loaded only with it. */
export function MuiShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={publicWebTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
