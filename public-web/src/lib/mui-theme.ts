import { createTheme } from '@mui/material/styles';
import { brand, brandThemeOptions } from '@multyhealth/brand';

/**
 * The shared brand theme with text-bearing colours darkened to pass WCAG AA: white on brand green (#16A34A) is
 * 3.3:1, so buttons and links use the brand's dark green (5:1); amber the same way.
 */
export const publicWebTheme = createTheme(brandThemeOptions, {
  palette: {
    primary: { main: brand.greenDark, dark: '#166534', light: brand.green, contrastText: '#ffffff' },
    success: { main: brand.greenDark },
    warning: { main: '#B45309' },
  },
  typography: { fontSize: 16, body1: { fontSize: '1rem' }, body2: { fontSize: '0.9375rem' } },
  components: {
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiTab: { styleOverrides: { root: { minHeight: 48, textTransform: 'none', fontWeight: 600, fontSize: '1rem' } } },
    MuiInputBase: { styleOverrides: { input: { fontSize: '1rem' } } },
    // Tooltips open after 700 ms, 300 ms when moving between them.
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
  },
});
