import { describe, expect, it } from 'vitest';
import { type SetItem, setItem } from '@curio/core/study-sets';
import { SET_FILES_MSG } from '@curio/core/study-sets-messages';
import { parseQuizlet, QUIZLET_MULTILINE_SEPARATORS, writeQuizlet } from './quizlet';

const card = (front: string, back: string) => setItem.parse({ kind: 'flashcard', front, back });

describe('reading Quizlet text', () => {
  it('reads its default export: a tab between term and definition, a card a line', () => {
    const preview = parseQuizlet('\uFEFFhola\thello\nadiós\tgoodbye, bye\n\nno tab here\ngato\tcat\t(animal)\n');
    expect(preview.items).toEqual([card('hola', 'hello'), card('adiós', 'goodbye, bye'), card('gato', 'cat\t(animal)')]);
    expect(preview.problems).toEqual([{ line: 4, reason: 'There is no tab between the term and the definition.' }]);
  });

  it('reads commas and semicolons', () => {
    const preview = parseQuizlet('uno,one;dos,two;\ntres,three, or 3', { term_separator: ',', card_separator: ';' });
    expect(preview.items).toEqual([card('uno', 'one'), card('dos', 'two'), card('tres', 'three, or 3')]);
  });

  it('reads custom separators and names the line where a bad card starts', () => {
    const text = 'sun - the star\nwe orbit\n===\nmoon - our satellite\n===\n\nplanet without separator\n===\nmars - red';
    const preview = parseQuizlet(text, { term_separator: ' - ', card_separator: '===' });
    expect(preview.items).toEqual([card('sun', 'the star\nwe orbit'), card('moon', 'our satellite'), card('mars', 'red')]);
    expect(preview.problems).toEqual([{ line: 7, reason: 'There is no " - " between the term and the definition.' }]);
  });

  it('refuses text that holds no card', () => {
    expect(() => parseQuizlet('just some words\nand more')).toThrow(expect.objectContaining({ code: 'empty' }));
  });
});

describe('writing Quizlet text', () => {
  it('writes Quizlet’s default, a tab and a new line, when every card is one line', () => {
    const items = [card('hola', 'hello'), card('list, with commas', 'a; b; c'), card('C++', 'a;;b')];
    const text = writeQuizlet('Words', items);
    expect(text).toBe('hola\thello\nlist, with commas\ta; b; c\nC++\ta;;b');
    expect(parseQuizlet(text).items).toEqual(items);
  });

  it('puts ;; between cards when a card has several lines, and reads that back with the default choice', () => {
    const items = [card('hola', 'hello'), card('poem', 'line one\nline two\n\nafter a blank line')];
    const text = writeQuizlet('Words', items);
    expect(text).toBe('hola\thello;;\npoem\tline one\nline two\n\nafter a blank line;;');
    const preview = parseQuizlet(text);
    expect(preview.items).toEqual(items);
    expect(preview.notices).toEqual([SET_FILES_MSG.quizletRowMarks]);
    expect(parseQuizlet(text, QUIZLET_MULTILINE_SEPARATORS).items).toEqual(items);
  });

  it('reads back the same cards, however awkward their text', () => {
    const awkward = [
      card('tab\tinside', 'a definition\twith a tab'),
      card('"quoted" and \'single\'', 'says “hi”, then ;; and ; ;'),
      card('ends with ;;', 'ends with ;;'),
      card('three ;;; in a row', 'ends with ;'),
      card('日本語 😀', 'naïve café — Ελληνικά 👍🏽'),
      card('=1+1', ',leading comma'),
    ];
    const oneLine = parseQuizlet(writeQuizlet('Awkward', awkward)).items;
    const withLines = [...awkward, card('several\nlines', 'a\n\nb')];
    const several = parseQuizlet(writeQuizlet('Awkward', withLines)).items;
    // the only losses Quizlet's format forces: a tab in a term (the first tab ends it), and, where ;; ends a card, a ;; or one at a line's end
    const quizletSafe = (items: SetItem[], rowMarks: boolean) =>
      items.map((item) => {
        if (item.kind !== 'flashcard') return item;
        const front = item.front.replace(/\t/g, ' ');
        const mark = (text: string) => (rowMarks ? text.replace(/;(?=;)/g, '; ') : text.replace(/;;$/, '; ;'));
        return { ...item, front: rowMarks ? mark(front) : front, back: mark(item.back) };
      });
    expect(oneLine).toEqual(quizletSafe(awkward, false));
    expect(several).toEqual(quizletSafe(withLines, true));
    expect(oneLine.slice(3)).toEqual(awkward.slice(3));
    expect(several.at(-1)).toEqual(card('several\nlines', 'a\n\nb'));
  });

  it('writes a question as its question and its answer, then the explanation', () => {
    const question = setItem.parse({ kind: 'question', question: '2 + 2?', options: ['3', '4'], answer: '4', explanation: 'Count\tit.' });
    expect(writeQuizlet('Sums', [question])).toBe('2 + 2?\t4\n\nCount\tit.;;');
    expect(parseQuizlet(writeQuizlet('Sums', [question])).items).toEqual([card('2 + 2?', '4\n\nCount\tit.')]);
  });

  it('writes a question of any type as its text and its right answer; a cloze shows its blanks, not their answers', () => {
    const q = (fields: Record<string, unknown>) => setItem.parse({ kind: 'question', ...fields }) as SetItem;
    const text = writeQuizlet('S', [
      q({ type: 'typed', question: 'Capital of France?', answers: ['Paris', 'paris city'] }),
      q({ type: 'matching', question: 'Match', pairs: [{ prompt: 'cat', match: 'meow' }, { prompt: 'dog', match: 'bark' }] }),
      q({ type: 'cloze', question: 'The {{c1::sun}} is a star.' }),
    ]);
    expect(text).toBe('Capital of France?\tParis\nMatch\tcat → meow; dog → bark\nThe […] is a star.\tsun');
  });
});
