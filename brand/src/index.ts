import { createTheme, type ThemeOptions } from '@mui/material/styles';

import { brand } from './tokens.js';

export { brand, formatCop, formatDate, formatNumber } from './tokens.js';

export const brandThemeOptions: ThemeOptions = {
  palette: {
    primary: { main: brand.green, dark: brand.greenDark, contrastText: '#ffffff' },
    secondary: { main: brand.yellow, contrastText: brand.text },
    error: { main: brand.danger },
    warning: { main: brand.amber },
    success: { main: brand.green },
    text: { primary: brand.text, secondary: brand.textMuted },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  shape: { borderRadius: brand.radius },
  typography: {
    fontFamily: brand.fontFamily,
    fontSize: 16,
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { minHeight: 44, borderRadius: 10 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiCard: {
      styleOverrides: { root: { borderRadius: brand.radius, boxShadow: '0 4px 20px rgba(17, 24, 39, 0.06)' } },
    },
  },
};

export const brandTheme = createTheme(brandThemeOptions);
