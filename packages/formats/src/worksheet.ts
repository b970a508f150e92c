import { answerText, clozeParts } from '@curio/core/question-types-rules';
import type { SetItem } from '@curio/core/study-sets';

/*
 * A printable worksheet of a set, as markdown for the projects studio's PDF writer: the questions
 * with lettered options and the cards' fronts with a line to write on, then an answer key. A
 * learner's text is escaped, so a '#' or a '*' they typed prints as itself.
 */

/** Items on one worksheet: a set of thousands prints its first ones and says so. */
export const WORKSHEET_ITEMS_MAX = 200;
/**
 * The characters of markdown a worksheet's items may come to; past them it prints the items that
 * fit and says so. Twice an ordinary long set: 200 cards with 1 050-character answers take 228 000.
 * The PDF writer sets 500 000 in about a second (up to 3 s with every character escaped, on a
 * loaded machine), a worker's turn other files wait behind. Unbounded, 200 items at every limit of
 * a set come to 2.5 million.
 */
export const WORKSHEET_TEXT_MAX = 500_000;
/**
 * What an emoji counts for against WORKSHEET_TEXT_MAX: the PDF writer sets emoji in a font of their
 * own, and a change of font inside a word costs it as much as some fifty characters. 200 cards of
 * 'a😀' over and over took 28 s counted as their characters alone; so counted, 2-3 s, as any other
 * worksheet at its bound. Ten emoji on each of 200 cards count for 100 000.
 */
export const WORKSHEET_EMOJI_COST = 50;
const PICTOGRAPHS = /\p{Extended_Pictographic}/gu;

const LETTERS = 'ABCDEF';

/** Backslash before every character markdown could read as syntax. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');

/** One paragraph per line of the text, so its line breaks survive. */
const lines = (text: string) => text.split('\n').map(escapeMarkdown).join('  \n');

const WRITING_LINE = '______________________________________________';
/** In alphabetical order, so the printed order gives nothing away. */
const sorted = (list: readonly string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en'));

/** What a question of each type prints below its text for the learner to answer on. */
function answerSpace(item: Extract<SetItem, { kind: 'question' }>): string[] {
  switch (item.type) {
    case 'multiple_choice':
    case 'multiple_response':
      return [...(item.type === 'multiple_response' ? ['*Choose all that apply.*', ''] : []), ...item.options.map((option, o) => `- ${LETTERS[o]}. ${escapeMarkdown(option)}`)];
    case 'true_false':
      return ['True / False'];
    case 'matching':
      return [
        ...item.pairs.map((p, i) => `${i + 1}\\. ${escapeMarkdown(p.prompt)} → ________________`),
        '',
        `*Choices:* ${sorted(item.pairs.map((p) => p.match)).map(escapeMarkdown).join(' · ')}`,
      ];
    case 'ordering':
      return ['*Put in order:*', '', ...sorted(item.items).map((it) => `- ${escapeMarkdown(it)} ____`)];
    case 'typed':
    case 'numeric':
      return [WRITING_LINE];
    case 'cloze':
      return [];
  }
}

/** A cloze's text with its blanks to fill in: "_____" or "_____ (hint)". */
const clozeSheet = (text: string) =>
  clozeParts(text)
    .map((p) => (typeof p === 'string' ? p : `_____${p.hint ? ` (${p.hint})` : ''}`))
    .join('');

/** An item's lines on the sheet and in the answer key. */
function printed(item: SetItem, n: number): { sheet: string[]; key: string[] } {
  if (item.kind === 'flashcard') return { sheet: [`**${n}.** ${lines(item.front)}`, '', WRITING_LINE, ''], key: [`**${n}.** ${lines(item.back)}`, ''] };
  const answer = item.type === 'multiple_choice' ? `${LETTERS[item.options.indexOf(item.answer)] ?? ''}. ${escapeMarkdown(item.answer)}` : escapeMarkdown(answerText(item));
  const space = answerSpace(item);
  return {
    sheet: [`**${n}.** ${lines(item.type === 'cloze' ? clozeSheet(item.question) : item.question)}`, '', ...space, ...(space.length ? [''] : [])],
    key: [`**${n}.** ${answer}${item.explanation ? ` — ${lines(item.explanation)}` : ''}`, ''],
  };
}

const length = (block: string[]) =>
  block.reduce((sum, line) => sum + line.length + 1 + (line.match(PICTOGRAPHS)?.length ?? 0) * WORKSHEET_EMOJI_COST, 0);

export function worksheetMarkdown(title: string, items: readonly SetItem[]): string {
  const sheet: string[] = [];
  const key: string[] = [];
  let text = 0;
  let shown = 0;
  for (const item of items.slice(0, WORKSHEET_ITEMS_MAX)) {
    const block = printed(item, shown + 1);
    text += length(block.sheet) + length(block.key);
    if (text > WORKSHEET_TEXT_MAX && shown > 0) break;
    sheet.push(...block.sheet);
    key.push(...block.key);
    shown++;
  }
  const out: string[] = [`# ${escapeMarkdown(title)}`, ''];
  if (items.length > shown) out.push(`*The first ${shown} of ${items.length} items.*`, '');
  out.push('Name: ______________________    Date: ____________', '', ...sheet);
  if (shown === 0) out.push('*This set has no items yet.*', '');
  else out.push('## Answer key', '', ...key);
  return out.join('\n');
}
