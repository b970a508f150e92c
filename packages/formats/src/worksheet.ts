import type { SetItem } from '@curio/core/study-sets';

/*
 * A printable worksheet of a set, as markdown for the projects studio's PDF writer: the questions
 * with lettered options and the cards' fronts with a line to write on, then an answer key. A
 * learner's text is escaped, so a '#' or a '*' they typed prints as itself.
 */

/** Items on one worksheet: a set of thousands prints its first ones and says so. */
export const WORKSHEET_ITEMS_MAX = 200;

const LETTERS = 'ABCDEF';

/** Backslash before every character markdown could read as syntax. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');

/** One paragraph per line of the text, so its line breaks survive. */
const lines = (text: string) => text.split('\n').map(escapeMarkdown).join('  \n');

export function worksheetMarkdown(title: string, items: readonly SetItem[]): string {
  const shown = items.slice(0, WORKSHEET_ITEMS_MAX);
  const out: string[] = [`# ${escapeMarkdown(title)}`, ''];
  if (items.length > shown.length) out.push(`*The first ${shown.length} of ${items.length} items.*`, '');
  out.push('Name: ______________________    Date: ____________', '');

  const key: string[] = [];
  shown.forEach((item, i) => {
    const n = i + 1;
    if (item.kind === 'question') {
      out.push(`**${n}.** ${lines(item.question)}`, '');
      item.options.forEach((option, o) => out.push(`- ${LETTERS[o]}. ${escapeMarkdown(option)}`));
      out.push('');
      const letter = LETTERS[item.options.indexOf(item.answer)] ?? '';
      key.push(`**${n}.** ${letter}. ${escapeMarkdown(item.answer)}${item.explanation ? ` — ${lines(item.explanation)}` : ''}`, '');
    } else {
      out.push(`**${n}.** ${lines(item.front)}`, '', '______________________________________________', '');
      key.push(`**${n}.** ${lines(item.back)}`, '');
    }
  });
  if (shown.length === 0) out.push('*This set has no items yet.*', '');
  else out.push('## Answer key', '', ...key);
  return out.join('\n');
}
