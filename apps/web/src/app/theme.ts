import { alpha, createTheme } from '@mui/material/styles';
import { BRAND_COLORS } from './brand-colors';

const primary = BRAND_COLORS.primary;
const primaryDark = '#3730a3';
const ink = '#1f2340';
/** Amber: a fill under ink text; its dark shade is what writes amber text and outlines on a light surface. */
const amber = { main: '#f59e0b', light: '#fcd34d', dark: '#b45309' };
/** Amber text and outline where MUI would write the fill's colour (outlined and text variants). */
const amberOnLight = { color: amber.dark, borderColor: alpha(amber.dark, 0.5) };

/** Keyboard focus: a ring that shows on every surface, whatever the control's colour (WCAG 2.4.7). */
const focusRing = { outline: `3px solid ${primaryDark}`, outlineOffset: 2 };

/** Learners who ask their system for less motion get none: no transitions, no animations. */
const reducedMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/**
 * One theme for the whole app: indigo and amber, soft surfaces, rounded corners. Every colour a
 * text can take reads at 4.5:1 or more on white and on the page background (WCAG 1.4.3): the
 * status colours are the darker shades, amber is a fill (its text is ink) and `secondary.dark` as
 * a text colour — outlined and text variants of secondary included, where MUI would write the
 * fill's amber — and contrastThreshold makes MUI pick each fill's text colour at the same ratio.
 */
export const theme = createTheme({
  palette: {
    contrastThreshold: 4.5,
    primary: { main: primary, light: '#818cf8', dark: primaryDark, contrastText: '#fff' },
    secondary: { ...amber, contrastText: ink },
    success: { main: '#047857' },
    error: { main: '#b91c1c' },
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
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
        ...reducedMotion,
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 16 }, outlinedSecondary: amberOnLight, textSecondary: amberOnLight },
    },
    MuiChip: {
      styleOverrides: { outlinedSecondary: amberOnLight },
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
