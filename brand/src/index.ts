import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** Brand tokens (../../shared/BRAND.md), shared by the public site and the admin console. */
export const brand = {
  green: '#16A34A',
  greenDark: '#15803D',
  greenSoft: '#F0F7F2',
  yellow: '#FACC15',
  whatsapp: '#25D366',
  text: '#111827',
  textMuted: '#4B5563',
  danger: '#DC2626',
  amber: '#D97706',
  radius: 14,
  fontFamily: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

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
    MuiCard: { styleOverrides: { root: { borderRadius: brand.radius, boxShadow: '0 4px 20px rgba(17, 24, 39, 0.06)' } } },
  },
};

export const brandTheme = createTheme(brandThemeOptions);

/** es-CO money as BRAND.md writes it: `$ 350.000 COP`. */
export function formatCop(amount: number): string {
  return `$ ${new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }).format(amount)} COP`;
}

/** es-CO date: dd/MM/yyyy. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
