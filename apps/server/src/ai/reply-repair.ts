import { USECASES_PER_REQUEST } from '@curio/core/limits';
import { splitUseCases } from '@curio/core/usecase-text';

/*
 * Models asked for 'Use Case N:' text often come close without getting it exactly: markdown
 * headings, bold markers, "Use case #1 -", or a plain numbered list. These are read as the three
 * use cases they clearly are; anything less clear is refused, never shown half-parsed.
 */

/** "Use Case 1", "### Use case #1 -", "**Use Case 1:**" at the start of a line */
const LOOSE_MARKER = /^[\t >#*_]*use[\s-]*case\s*(?:no\.?\s*)?#?\s*(\d+)\s*(?:\*\*|__)?\s*[:.)\-–—]?[\t *_]*/gim;
/** "1." or "**1)" at the start of a line */
const NUMBERED = /^[\t >#*_]*(\d+)[.)](?:\*\*|__)?[\t ]+/gm;

/** Plain text: no code fences, markdown emphasis or heading marks, Unix line ends. */
function plain(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^```[\w-]*[\t ]*$/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/^[\t ]*#{1,6}[\t ]*/gm, '');
}

/** One use case: no stray emphasis marks, trailing spaces or runs of blank lines. */
function tidy(item: string): string {
  return item
    .replace(/^[\t ]*(?:\*\*|__)[\t ]*|[\t ]*(?:\*\*|__)[\t ]*$/gm, '')
    .replace(/[\t ]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Items introduced by the given line markers, numbered 1, 2, 3… in order; null otherwise. */
function itemsAfter(text: string, marker: RegExp): string[] | null {
  const found = [...text.matchAll(marker)];
  if (found.length < USECASES_PER_REQUEST || found.some((m, i) => Number(m[1]) !== i + 1)) return null;
  // a model that wrote four complete use cases has still written the three we asked for
  const items = found.slice(0, USECASES_PER_REQUEST).map((m, i) => text.slice(m.index + m[0].length, found[i + 1]?.index ?? text.length));
  const tidied = items.map(tidy);
  return tidied.every((item) => item !== '') ? tidied : null;
}

/** The three use cases of a model's reply, or null when the reply does not clearly hold three. */
export function readUseCases(reply: string): string[] | null {
  const text = plain(reply);
  const strict = splitUseCases(text)?.map(tidy);
  if (strict) return strict.every(Boolean) ? strict : null;
  return itemsAfter(text, LOOSE_MARKER) ?? (/use[\s-]*case/i.test(text) ? null : itemsAfter(text, NUMBERED));
}
