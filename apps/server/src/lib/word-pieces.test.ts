import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { wordPieces } from './word-pieces';

// the most characters in a row with no space or line end between them
const longestRun = (text: string) => Math.max(0, ...text.split(/[ \n]+/).map((run) => run.length));

describe('word pieces', () => {
  test('a text without a long word is one piece', () => {
    expect(wordPieces('A few words, each short.', 8)).toEqual(['A few words, each short.']);
    expect(wordPieces('', 8)).toEqual(['']);
  });

  test('a long word is cut every `max` characters; the pieces join back into the text', () => {
    const word = 'abcdefghij'.repeat(4);

    const pieces = wordPieces(`Before ${word} after`, 16);

    expect(pieces.join('')).toBe(`Before ${word} after`);
    expect(pieces).toEqual(['Before abcdefghijabcdef', 'ghijabcdefghijab', 'cdefghij after']);
  });

  test('a space, a tab, a line end or a zero-width space ends a run; a no-break space does not', () => {
    expect(wordPieces(`${'a'.repeat(10)} ${'b'.repeat(10)}\n${'c'.repeat(10)}\u200B${'d'.repeat(10)}`, 10)).toHaveLength(1);
    expect(wordPieces(`${'a'.repeat(10)}\u00A0${'b'.repeat(10)}`, 10)).toEqual(['a'.repeat(10), `\u00A0${'b'.repeat(9)}`, 'b']);
  });

  test('no character is split: not a surrogate pair, not a letter from its accent, not an emoji from its joiner', () => {
    const emoji = '😀'.repeat(20);
    const accented = 'e\u0301'.repeat(20);
    const family = '👩\u200D👧'.repeat(10);
    for (const text of [emoji, accented, family]) {
      const pieces = wordPieces(text, 5);
      expect(pieces.join('')).toBe(text);
      expect(pieces.length).toBeGreaterThan(1);
      for (const piece of pieces.slice(1)) expect(piece).toMatch(/^(?![\p{M}\u200D\uDC00-\uDFFF])/u);
      for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/(?<![\u200D\uD800-\uDBFF])$/u);
    }
  });

  test('any text: the pieces join back into it, and none has a run of more than twice `max`', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\u00A0', '\u0301', '\u200D', '😀', 'é'), maxLength: 300 }), fc.integer({ min: 1, max: 40 }), (text, max) => {
        const pieces = wordPieces(text, max);
        expect(pieces.join('')).toBe(text);
        // a cut waits for the next whole character, as long as marks and joiners last, up to twice max
        for (const piece of pieces) expect(longestRun(piece)).toBeLessThanOrEqual(2 * max + 1);
        if (pieces.length > 1) for (const piece of pieces) expect(piece.length).toBeGreaterThan(0);
      }),
    );
  });

  test('a letter with 100 000 accents is cut all the same', () => {
    const zalgo = `a${'\u0301'.repeat(100_000)}`;

    const pieces = wordPieces(zalgo, 16);

    expect(pieces.join('')).toBe(zalgo);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(32);
  });

  test('a 100 KB word becomes pieces of at most `max` characters', () => {
    const word = 'x'.repeat(100_000);

    const pieces = wordPieces(word, 16);

    expect(pieces).toHaveLength(100_000 / 16);
    expect(new Set(pieces)).toEqual(new Set(['x'.repeat(16)]));
  });
});
