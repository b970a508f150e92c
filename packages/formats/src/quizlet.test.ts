import { describe, expect, it } from 'vitest';
import { setItem } from '@curio/core/study-sets';
import { parseQuizlet, QUIZLET_EXPORT_SEPARATORS, writeQuizlet } from './quizlet';

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
  it('reads its own export back, line breaks inside cards and all', () => {
    const items = [
      card('hola', 'hello'),
      card('poem', 'line one\nline two\n\nafter a blank line'),
      card('list, with commas', 'a; b; c'),
    ];
    const text = writeQuizlet('Words', items);
    expect(text).toBe('hola\thello;;\npoem\tline one\nline two\n\nafter a blank line;;\nlist, with commas\ta; b; c');
    expect(parseQuizlet(text, QUIZLET_EXPORT_SEPARATORS).items).toEqual(items);
  });

  it('writes a question as its question and its answer, then the explanation', () => {
    const question = setItem.parse({ kind: 'question', question: '2 + 2?', options: ['3', '4'], answer: '4', explanation: 'Count\tit.' });
    expect(writeQuizlet('Sums', [question])).toBe('2 + 2?\t4\n\nCount it.');
    expect(writeQuizlet('x', [card('a;;b', 'c')])).toBe('a; ;b\tc');
  });
});
