/*
 * pdfkit breaks a word longer than a line by measuring, after each line, all that is left of the
 * word, so its time grows with the square of the word's length: one unbroken word of 20 KB took
 * 14 s. The PDF writer therefore hands pdfkit a text in pieces, each written on its own (continued
 * text), and cut where a run of characters has no place to break: pdfkit may end a line between
 * two pieces, and has no long word to measure again and again.
 */

// where a line may break (Unicode's line-breaking spaces, tab and line ends): these end a run;
// no-break spaces (U+00A0, U+2007, U+202F) and U+FEFF do not
const BREAK = /[\t\n\v\f\r \u1680\u2000-\u2006\u2008-\u200B\u2028\u2029\u205F\u3000]/;
// a cut before these would split one character: the second half of a surrogate pair, a combining
// mark, a joiner or a variation selector
const JOINS_PREVIOUS = /\p{M}|\u200D|[\uFE00-\uFE0F]|[\uDC00-\uDFFF]/u;

const startsCharacter = (text: string, i: number) => !JOINS_PREVIOUS.test(String.fromCodePoint(text.codePointAt(i)!)) && text[i - 1] !== '\u200D';
const isLowSurrogate = (text: string, i: number) => /[\uDC00-\uDFFF]/.test(text[i]!);

/** The text in pieces that join back into it, none with more than `max` characters in a row that no line may break between. */
export function wordPieces(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let start = 0;
  // characters since the last place to break
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (BREAK.test(text[i]!)) {
      run = 0;
      continue;
    }
    // past twice max, a cut may part marks from their letter: no one's writing has such a run of
    // them, and one made to slow the writer down must not go to pdfkit whole
    if (run >= max && (startsCharacter(text, i) || (run >= 2 * max && !isLowSurrogate(text, i)))) {
      pieces.push(text.slice(start, i));
      start = i;
      run = 0;
    }
    run++;
  }
  pieces.push(text.slice(start));
  return pieces;
}
