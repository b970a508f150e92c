import { BRAND_COLORS } from '../app/brand-colors';

/**
 * The theme's colours for what script draws (charts, toasts, confetti): the same values as
 * tokens.css, which styles everything else (palette.test.ts keeps the two in step).
 */
export const palette = {
  primary: BRAND_COLORS.primary,
  primaryLight: '#818cf8',
  primaryDark: '#3730a3',
  secondary: '#f59e0b',
  secondaryLight: '#fcd34d',
  secondaryDark: '#b45309',
  success: '#047857',
  error: '#b91c1c',
  warning: '#b45309',
  info: '#0369a1',
  background: BRAND_COLORS.background,
  paper: '#ffffff',
  text: '#1f2340',
  textSecondary: '#5b607a',
  divider: 'rgba(31, 35, 64, 0.1)',
} as const;
