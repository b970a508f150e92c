import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { renderBody, TemplateError, TemplateTooSlowError } from './liquid-engine';

/**
 * How the rendered markdown was tidied before it was read line by line: the same answer for every
 * text, in a time that grew with the square of a run of spaces that no line break followed.
 */
const tidiedByPatterns = (markdown: string) =>
  `${markdown
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, (spaces) => (spaces.startsWith('  ') ? '  \n' : '\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;

// a body that writes its one value as it is
const written = (text: string) => renderBody('{{ text }}', { text });

describe('the markdown a body writes, tidied', () => {
  test('spaces before a line break go, two or more stay two (a hard break); blank lines come one at a time', async () => {
    expect(await written('# Title \n\n\n\nLine one  \nLine two \t\n\tindented\r\nlast   ')).toBe('# Title\n\nLine one  \nLine two\n\tindented\nlast\n');
  });

  test('any text comes out as it did when it was tidied with patterns', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom(' ', '  ', '\t', '\n', '\r', '\r\n', 'a', '-', '#'), maxLength: 80 }), async (text) => {
        expect(await written(text)).toBe(tidiedByPatterns(text));
      }),
    );
  });

  test('2^17 spaces come back whole between two letters, and as a hard break before a line break', async () => {
    const spaces = ' '.repeat(2 ** 17);
    // a body builds them: a form value may hold no more than 20 000 characters
    const body = '{% assign s = " " %}{% for i in (1..17) %}{% assign s = s | append: s %}{% endfor %}';

    expect(await renderBody(`${body}a{{ s }}b`, {})).toBe(`a${spaces}b\n`);
    expect(await renderBody(`${body}a{{ s }}\nb`, {})).toBe('a  \nb\n');
    expect(await renderBody(`${body}a{{ s }}`, {})).toBe('a\n');
  });

  test('a body that is not Liquid, or runs too long, fails as it did', async () => {
    await expect(renderBody('{% if %}', {})).rejects.toBeInstanceOf(TemplateError);
    await expect(renderBody('{% for i in (1..3000) %}{% for j in (1..3000) %}{% assign k = j | plus: i %}{% endfor %}{% endfor %}', {})).rejects.toBeInstanceOf(TemplateTooSlowError);
  });
});
