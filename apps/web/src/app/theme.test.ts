import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

/** WCAG 1.4.3 (AA): normal-size text needs 4.5:1 against what is behind it. */
const AA_TEXT = 4.5;

const { palette } = theme;
const surfaces = { 'background.default': palette.background.default, 'background.paper': palette.background.paper };

describe('theme colours', () => {
  // every colour the app writes text in: Typography color="…", outlined and text buttons, chips, links
  const textColours = {
    'text.primary': palette.text.primary,
    'text.secondary': palette.text.secondary,
    'primary.main': palette.primary.main,
    'primary.dark': palette.primary.dark,
    'secondary.dark': palette.secondary.dark,
    'success.main': palette.success.main,
    'error.main': palette.error.main,
    'warning.main': palette.warning.main,
    'info.main': palette.info.main,
  };

  for (const [name, colour] of Object.entries(textColours)) {
    for (const [surface, background] of Object.entries(surfaces)) {
      it(`${name} text reads on ${surface}`, () => {
        expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  // outlined and text variants write their colour on the surface: amber's own is a fill's, too light for text
  const secondaryOnLight = {
    'outlined secondary chip': theme.components?.MuiChip?.styleOverrides?.outlinedSecondary,
    'outlined secondary button': theme.components?.MuiButton?.styleOverrides?.outlinedSecondary,
    'text secondary button': theme.components?.MuiButton?.styleOverrides?.textSecondary,
  };
  for (const [name, style] of Object.entries(secondaryOnLight)) {
    for (const [surface, background] of Object.entries(surfaces)) {
      it(`the ${name} reads on ${surface}`, () => {
        const colour = (style as { color?: string } | undefined)?.color ?? palette.secondary.main;
        expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  // contained buttons, filled chips, badges: the fill's own text colour on the fill
  for (const name of ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const) {
    it(`${name} fills carry readable text`, () => {
      expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }
});
