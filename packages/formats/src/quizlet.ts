import { answerText, clozeAsked } from '@curio/core/question-types-rules';
import type { ImportOptions, ImportPreview, SetItem } from '@curio/core/study-sets';
import { SET_FILES_MSG } from '@curio/core/study-sets-messages';
import { PreviewBuilder } from './preview';

/*
 * Quizlet's "export" text and its "import" box: a term, a separator, a definition; then a card
 * separator. Quizlet lets both be chosen (tab or comma; new line or semicolon; or any text).
 */

export type QuizletOptions = Pick<ImportOptions, 'term_separator' | 'card_separator'>;

const QUIZLET_DEFAULTS = { term_separator: '\t', card_separator: '\n' } as const;

/*
 * What an export uses: Quizlet's own default, a tab and a new line, which its import box reads as
 * it is. A new line cannot be part of a card there, so a set that has a card of several lines (a
 * back of several lines, a question's explanation) is written with Quizlet's custom card separator
 * ';;' after each card, the next on a line of its own: the line break after a ';;' is blank space
 * Quizlet and this importer trim, and this importer takes such a file for one with ';;' between
 * cards by itself (usesRowMarks), so the export reads back with the import's default choices.
 * Quizlet has no escapes: a tab in a term becomes a space (the first tab ends the term), a ';;'
 * that would end a card is written '; ;' (any ';;' where ';;' separates cards, one at the end of a
 * definition otherwise); nothing else of a card's text changes.
 */
export const QUIZLET_MULTILINE_SEPARATORS = { term_separator: '\t', card_separator: ';;' } as const;

const ROW_MARK = QUIZLET_MULTILINE_SEPARATORS.card_separator;
/** a ';;' that ends a line or the text: Quizlet's custom card separator, as an export writes it */
const ROW_MARK_AT_LINE_END = /;;[ \t]*(?:\r?\n|$)/;

/**
 * Whether text meant to have a card a line has ';;' between its cards instead: one ends a line.
 * A card of such a file read a line at a time would keep a ';;' and be split at its line breaks.
 */
const usesRowMarks = (text: string, cardSeparator: string) => cardSeparator === '\n' && ROW_MARK_AT_LINE_END.test(text);

function describeSeparator(separator: string): string {
  if (separator === '\t') return 'tab';
  if (separator === ',') return 'comma';
  if (separator === ';') return 'semicolon';
  return `"${separator}"`;
}

/** Reads Quizlet text: each card a term and a definition, both required. */
export function parseQuizlet(text: string, options: QuizletOptions = {}): ImportPreview {
  const termSeparator = options.term_separator ?? QUIZLET_DEFAULTS.term_separator;
  const preview = new PreviewBuilder();
  let cardSeparator = options.card_separator ?? QUIZLET_DEFAULTS.card_separator;
  if (usesRowMarks(text, cardSeparator)) {
    cardSeparator = ROW_MARK;
    preview.notice(SET_FILES_MSG.quizletRowMarks);
  }
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

/** A term: its first tab would end it. */
const quizletTerm = (text: string) => text.replace(/\t/g, ' ');
/** A text between ';;'-separated cards: a ';;' in it would end the card. */
const markedText = (text: string) => text.replace(/;(?=;)/g, '; ');
/** A card ending in ';' is kept apart from the ';;' after it, which would otherwise start a ';'. */
const rowMarked = (text: string) => `${text}${text.endsWith(';') ? ' ' : ''}${ROW_MARK}`;

/**
 * A set as Quizlet text (QUIZLET_DEFAULTS, or QUIZLET_MULTILINE_SEPARATORS when a card has
 * several lines). A card is its front and back; a question is its question and its right answer as
 * a learner reads it (answerText: the accepted answer, the pairs, the order, the blanks' answers),
 * the explanation after a blank line: Quizlet has no wrong options.
 */
export function writeQuizlet(_title: string, items: SetItem[]): string {
  const cards = items.map((item): [string, string] => {
    if (item.kind === 'flashcard') return [item.front, item.back];
    // a cloze's term shows its blanks, not their answers, which are the definition
    const term = item.type === 'cloze' ? clozeAsked(item.question) : item.question;
    return [term, item.explanation ? `${answerText(item)}\n\n${item.explanation}` : answerText(item)];
  });
  const multiline = cards.some((texts) => texts.some((text) => text.includes('\n')));
  const { term_separator: term } = QUIZLET_DEFAULTS;
  if (!multiline) {
    // a ';;' at a line's end would read as the row mark: the one place a ';;' is kept apart
    return cards.map(([front, back]) => quizletTerm(front) + term + back.replace(/;;$/, '; ;')).join('\n');
  }
  return cards.map(([front, back]) => markedText(quizletTerm(front)) + term + rowMarked(markedText(back))).join('\n');
}
