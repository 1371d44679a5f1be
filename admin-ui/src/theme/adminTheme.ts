import { deepmerge } from '@mui/utils';
import { brand, brandThemeOptions } from '@multyhealth/brand';
import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { ListEmpty } from '../components/ListEmpty';

/**
 * react-admin's default theme (input spacing, sidebar, form iterators) under the shared brand look, with outlined
 * inputs like the public site.
 */
/** A destructive confirmation (react-admin marks it 'warning') opens on 'Cancelar': one stray Enter must not delete. */
function focusCancelWhenDestructive(node: HTMLElement) {
  if (node.querySelector('.RaConfirm-confirmWarning'))
    node.querySelector<HTMLElement>('.MuiDialogActions-root button:not(.ra-confirm)')?.focus();
}

export const adminTheme: RaThemeOptions = deepmerge(deepmerge(defaultTheme, brandThemeOptions), {
  sidebar: { width: 260, closedWidth: 56 },
  // One shade darker than the brand tokens wherever text sits on the colour (or the colour is the text), so every
  // label keeps a 4.5:1 contrast (WCAG AA) on white and on the soft green background.
  palette: {
    primary: { main: brand.greenDark, dark: '#166534' },
    success: { main: brand.greenDark, dark: '#166534', contrastText: '#ffffff' },
    warning: { main: '#B45309', contrastText: '#ffffff' },
    error: { main: '#B91C1C', contrastText: '#ffffff' },
    info: { main: '#0369A1', contrastText: '#ffffff' },
    background: { default: brand.greenSoft },
  },
  typography: { h6: { fontWeight: 700 } },
  components: {
    MuiTextField: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small' } },
    // A spinner or bar is a progressbar, which needs a name (axe, screen readers); react-admin's own (the header's
    // loading indicator, a reference field loading) have none.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Cargando' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Cargando' } },
    RaToolbar: {
      styleOverrides: {
        root: { backgroundColor: brand.greenSoft, borderRadius: `0 0 ${brand.radius}px ${brand.radius}px` },
      },
    },
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { paddingTop: 16 } } } },
    // Names, codes and e-mails typed by members can be one long word: it breaks instead of widening the page. In a table
    // only a word wider than its column breaks, and a cell asks for at most 8rem (a wide table still shares out its
    // spare width), so short words stay whole.
    MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'anywhere' } } },
    MuiTableCell: {
      styleOverrides: { head: { fontWeight: 700 }, body: { maxWidth: '8rem', overflowWrap: 'break-word' } },
    },
    // A text button's hover/focus tint on a hovered table row leaves the coloured label under 4.5:1: darken the label.
    MuiButton: {
      styleOverrides: {
        text: ({
          ownerState,
          theme,
        }: {
          ownerState: { color?: string };
          theme: { palette: Record<string, unknown> };
        }) => {
          const dark = (theme.palette[ownerState.color ?? ''] as { dark?: string } | undefined)?.dark;
          return dark ? { '&:hover, &.Mui-focusVisible': { color: dark } } : {};
        },
      },
    },
    // react-admin's skip link is white on the pale background: invisible when it gets the focus.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: {
          color: brand.greenDark,
          backgroundColor: '#ffffff',
          fontWeight: 700,
          border: `2px solid ${brand.greenDark}`,
          '&:hover': { backgroundColor: '#ffffff' },
        },
      },
    },
    // With nothing selected the bulk bar is only collapsed: its buttons must leave the Tab order too. Over a
    // selection, its texts ('Seleccionados 1.000 de 5.006') are dark on the pale green, not white or light green.
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: {
          '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          '& .RaBulkActionsToolbar-toolbar': { color: '#14532D', backgroundColor: '#DCFCE7' },
        },
      },
    },
    // Every list's empty state passes axe (react-admin's is pale grey under an <h4>).
    RaList: { defaultProps: { empty: createElement(ListEmpty) } },
    // Dates read dd/MM/yyyy whatever the browser's language (an en-US browser would otherwise show MM/dd/yyyy).
    RaDateField: { defaultProps: { locales: 'es-CO' } },
    // Delete confirmations name their action instead of react-admin's 'Confirmar'.
    RaDeleteWithConfirmButton: { defaultProps: { confirmColor: 'warning' } },
    // Leaving a form with unsaved changes asks first (react-admin blocks navigation through its data router).
    RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true } },
    RaConfirm: {
      defaultProps: { confirm: 'ra.action.delete', slotProps: { transition: { onEnter: focusCancelWhenDestructive } } },
    },
    MuiDialog: {
      styleOverrides: {
        paper: {
          '@media (max-width: 599.95px)': { margin: 12, width: 'calc(100% - 24px)', maxHeight: 'calc(100% - 24px)' },
        },
      },
    },
  },
});
