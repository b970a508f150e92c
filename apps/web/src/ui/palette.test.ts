import { readFileSync } from 'node:fs';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { palette } from './palette';

/** WCAG 1.4.3 (AA): normal-size text needs 4.5:1 against what is behind it. */
const AA_TEXT = 4.5;

/** tokens.css's custom properties, with each `var(--x)` inside a value replaced by its own value. */
function readTokens(): Map<string, string> {
  const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
  const tokens = new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
  const resolve = (value: string): string => value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => resolve(tokens.get(name) ?? name));
  return new Map([...tokens].map(([name, value]) => [name, resolve(value)]));
}

const tokens = readTokens();
const token = (name: string) => {
  const value = tokens.get(name);
  if (!value) throw new Error(`tokens.css has no ${name}`);
  return value;
};
/** A CSS colour as the browser computes it, color-mix() included, over white where it is see-through. */
const colour = (css: string) => new Color(css.startsWith('color-mix') ? mix(css) : css).to('srgb');
function mix(css: string): string {
  const [, a, share, b] = /color-mix\(in srgb, (.+?) (\d+)%, (.+)\)/.exec(css)!;
  return new Color(b!).mix(new Color(a!), Number(share) / 100, { space: 'srgb' }).toString();
}
const contrast = (text: string, background: string) => colour(background).contrast(colour(text), 'WCAG21');

describe('theme colours', () => {
  it('tokens.css and palette.ts hold the same colours', () => {
    const pairs: [string, string][] = [
      ['--c-primary', palette.primary],
      ['--c-primary-light', palette.primaryLight],
      ['--c-primary-dark', palette.primaryDark],
      ['--c-secondary', palette.secondary],
      ['--c-secondary-light', palette.secondaryLight],
      ['--c-secondary-dark', palette.secondaryDark],
      ['--c-success', palette.success],
      ['--c-error', palette.error],
      ['--c-warning', palette.warning],
      ['--c-info', palette.info],
      ['--c-bg', palette.background],
      ['--c-paper', palette.paper],
      ['--c-text', palette.text],
      ['--c-text-2', palette.textSecondary],
      ['--c-divider', palette.divider],
    ];
    for (const [name, value] of pairs) expect(colour(token(name)).toString({ format: 'hex' }), name).toBe(colour(value).toString({ format: 'hex' }));
  });

  const surfaces = ['--c-bg', '--c-paper'];
  // every colour a text can take: Text tones, outlined and text buttons, chips, links
  const textColours = ['--c-text', '--c-text-2', '--c-primary', '--c-primary-dark', '--c-secondary-dark', '--c-success', '--c-error', '--c-warning', '--c-info'];
  for (const text of textColours) {
    for (const surface of surfaces) {
      it(`${text} text reads on ${surface}`, () => {
        expect(contrast(token(text), token(surface))).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  // contained buttons and filled chips: the fill's own text colour on the fill
  const fills: [string, string][] = [
    ['--c-primary', '--c-on-primary'],
    ['--c-secondary', '--c-on-secondary'],
    ['--c-success', '--c-on-status'],
    ['--c-error', '--c-on-status'],
    ['--c-warning', '--c-on-status'],
    ['--c-info', '--c-on-status'],
  ];
  for (const [fill, text] of fills) {
    it(`${fill} fills carry readable text`, () => {
      expect(contrast(token(text), token(fill))).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  // alert.module.css: a tint of the severity behind a dark shade of it
  for (const severity of ['--c-success', '--c-info', '--c-warning', '--c-error']) {
    it(`a ${severity} alert's text reads on its tint`, () => {
      const tone = token(severity);
      expect(contrast(`color-mix(in srgb, ${tone} 45%, black)`, `color-mix(in srgb, ${tone} 9%, white)`)).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }
});
