import type { ImportOptions, ImportPreview, SetItem } from '@curio/core/study-sets';
import { PreviewBuilder } from './preview';

/*
 * Quizlet's "export" text and its "import" box: a term, a separator, a definition; then a card
 * separator. Quizlet lets both be chosen (tab or comma; new line or semicolon; or any text).
 */

export type QuizletOptions = Pick<ImportOptions, 'term_separator' | 'card_separator'>;

export const QUIZLET_DEFAULTS = { term_separator: '\t', card_separator: '\n' } as const;

/*
 * What an export uses. A card's text may hold line breaks (a back of several lines, an
 * explanation), which Quizlet's "new line" would split into cards, so cards are separated by ';;'
 * (Quizlet's custom card separator) and each starts on a line of its own, the line break being
 * blank space Quizlet and this importer trim. Quizlet has no escapes: a tab inside a text becomes a
 * space and a ';;' becomes '; ;'.
 */
export const QUIZLET_EXPORT_SEPARATORS = { term_separator: '\t', card_separator: ';;' } as const;

function describeSeparator(separator: string): string {
  if (separator === '\t') return 'tab';
  if (separator === ',') return 'comma';
  if (separator === ';') return 'semicolon';
  return `"${separator}"`;
}

/** Reads Quizlet text: each card a term and a definition, both required. */
export function parseQuizlet(text: string, options: QuizletOptions = {}): ImportPreview {
  const termSeparator = options.term_separator ?? QUIZLET_DEFAULTS.term_separator;
  const cardSeparator = options.card_separator ?? QUIZLET_DEFAULTS.card_separator;
  const preview = new PreviewBuilder();
  let line = 1;
  let counted = 0;
  let from = text.startsWith('\uFEFF') ? 1 : 0;
  while (from <= text.length) {
    const found = text.indexOf(cardSeparator, from);
    const to = found === -1 ? text.length : found;
    const card = text.slice(from, to);
    const body = card.trimStart();
    // the card's line: where its first character is, past the line breaks before it
    for (let i = counted; i < to - body.length; i++) if (text.charCodeAt(i) === 10) line += 1;
    counted = to - body.length;
    if (body.trim() !== '') {
      const split = body.indexOf(termSeparator);
      if (split === -1) preview.problem(line, `There is no ${describeSeparator(termSeparator)} between the term and the definition.`);
      else preview.add(line, { kind: 'flashcard', front: body.slice(0, split), back: body.slice(split + termSeparator.length) });
    }
    from = to + cardSeparator.length;
  }
  return preview.finish();
}

const QUIZLET_UNSAFE = /\t|;;/g;
const quizletText = (text: string) => text.replace(QUIZLET_UNSAFE, (match) => (match === '\t' ? ' ' : '; ;'));

/**
 * A set as Quizlet text (QUIZLET_EXPORT_SEPARATORS). A card is its front and back; a question is
 * its question and its answer, the explanation after a blank line.
 */
export function writeQuizlet(_title: string, items: SetItem[]): string {
  const { term_separator: term, card_separator: card } = QUIZLET_EXPORT_SEPARATORS;
  return items
    .map((item) => {
      const [front, back] =
        item.kind === 'flashcard' ? [item.front, item.back] : [item.question, item.explanation ? `${item.answer}\n\n${item.explanation}` : item.answer];
      return quizletText(front) + term + quizletText(back);
    })
    .join(`${card}\n`);
}
