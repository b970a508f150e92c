import { alpha, createTheme } from '@mui/material/styles';
import { BRAND_COLORS } from './brand-colors';

const primary = BRAND_COLORS.primary;
const ink = '#1f2340';

/** One theme for the whole app: indigo and amber, soft surfaces, rounded corners. */
export const theme = createTheme({
  palette: {
    primary: { main: primary, light: '#818cf8', dark: '#3730a3', contrastText: '#fff' },
    secondary: { main: '#f59e0b', light: '#fcd34d', dark: '#b45309', contrastText: ink },
    success: { main: '#059669' },
    error: { main: '#dc2626' },
    warning: { main: '#d97706' },
    info: { main: '#0284c7' },
    background: { default: BRAND_COLORS.background, paper: '#ffffff' },
    text: { primary: ink, secondary: '#5b607a' },
    divider: 'rgba(31, 35, 64, 0.1)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h2: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.2 },
    h3: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
    h4: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 },
    h5: { fontSize: '1.15rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    subtitle1: { fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        '#root': { minHeight: '100vh' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 16 } },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 16 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid rgba(31, 35, 64, 0.08)', borderRadius: 16 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          '&.Mui-selected': { backgroundColor: alpha(primary, 0.1), color: primary },
          '&.Mui-selected .MuiListItemIcon-root': { color: primary },
        },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
