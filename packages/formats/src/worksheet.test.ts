import { describe, expect, it } from 'vitest';
import { setItem, type SetItemInput } from '@curio/core/study-sets';
import { SET_TEXT_MAX } from '@curio/core/study-sets-rules';
import { escapeMarkdown, WORKSHEET_EMOJI_COST, WORKSHEET_ITEMS_MAX, WORKSHEET_TEXT_MAX, worksheetMarkdown } from './worksheet';

const items = (inputs: SetItemInput[]) => inputs.map((input) => setItem.parse(input));

describe('worksheet', () => {
  it('lists questions with lettered options and cards with a line, then the answer key', () => {
    const md = worksheetMarkdown(
      'Spanish #1',
      items([
        { kind: 'question', question: 'Thanks?', options: ['Hola', 'Gracias'], answer: 'Gracias', explanation: 'Said after help.' },
        { kind: 'flashcard', front: 'gato', back: 'cat' },
      ]),
    );
    expect(md).toContain('# Spanish \\#1');
    expect(md).toContain('- A. Hola\n- B. Gracias');
    const [sheet, key] = md.split('## Answer key');
    expect(sheet).toContain('**2.** gato');
    expect(sheet).not.toContain('cat');
    expect(key).toContain('**1.** B. Gracias — Said after help\\.');
    expect(key).toContain('**2.** cat');
  });

  it('escapes what a learner typed and prints only the first items of a large set', () => {
    expect(escapeMarkdown('*bold* [link](x) <b>')).toBe('\\*bold\\* \\[link\\]\\(x\\) \\<b\\>');
    const many = items(Array.from({ length: WORKSHEET_ITEMS_MAX + 5 }, (_, i) => ({ kind: 'flashcard', front: `t${i}`, back: `d${i}` })));
    const md = worksheetMarkdown('Big', many);
    expect(md).toContain(`The first ${WORKSHEET_ITEMS_MAX} of ${WORKSHEET_ITEMS_MAX + 5} items`);
    expect(md).not.toContain(`t${WORKSHEET_ITEMS_MAX}\n`);
  });

  it(`prints ${WORKSHEET_ITEMS_MAX} cards with 1 050-character answers whole, and longer ones while they fit`, () => {
    const cards = (back: number) =>
      items(Array.from({ length: WORKSHEET_ITEMS_MAX }, (_, i) => ({ kind: 'flashcard', front: `Term ${i + 1}`, back: `${i + 1}. ${'word '.repeat(back / 5)}`.slice(0, back) })));
    const whole = worksheetMarkdown('Long', cards(1050));
    expect(whole).not.toContain('The first');
    expect(whole).toContain(`**${WORKSHEET_ITEMS_MAX}.** Term ${WORKSHEET_ITEMS_MAX}`);

    const cut = worksheetMarkdown('Longest', cards(SET_TEXT_MAX));
    const shown = Number(/The first (\d+) of/.exec(cut)?.[1]);
    expect(shown).toBeGreaterThan(100);
    expect(cut).toContain(`*The first ${shown} of ${WORKSHEET_ITEMS_MAX} items.*`);
    expect(cut).toContain(`**${shown}.** Term ${shown}`);
    expect(cut).not.toContain(`Term ${shown + 1}\n`);
    expect(cut.length).toBeLessThan(WORKSHEET_TEXT_MAX + 200);
  });

  it('counts emoji for more than their characters, as each is a change of font in the PDF', () => {
    const back = 'a😀'.repeat(1300);
    const md = worksheetMarkdown('Emoji', items(Array.from({ length: WORKSHEET_ITEMS_MAX }, (_, i) => ({ kind: 'flashcard', front: `t${i}`, back }))));
    const shown = Number(/The first (\d+) of/.exec(md)?.[1]);
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(10);
    expect(md.match(/😀/gu)!.length * (WORKSHEET_EMOJI_COST + 2)).toBeLessThan(WORKSHEET_TEXT_MAX);
  });

  it('says so when the set is empty', () => {
    expect(worksheetMarkdown('Empty', [])).toContain('This set has no items yet.');
  });

  it('prints each question type with room to answer and nothing that gives it away; the key has each answer', () => {
    const md = worksheetMarkdown(
      'Types',
      items([
        { kind: 'question', type: 'multiple_response', question: 'Primes?', options: ['2', '3', '4'], answers: ['2', '3'] },
        { kind: 'question', type: 'true_false', question: 'Sky is blue.', answer: true },
        { kind: 'question', type: 'typed', question: 'Capital of France?', answers: ['Paris'] },
        { kind: 'question', type: 'numeric', question: 'Pi?', answers: [{ value: 3.14, tolerance: 0.01 }] },
        { kind: 'question', type: 'matching', question: 'Match', pairs: [{ prompt: 'cat', match: 'meow' }, { prompt: 'dog', match: 'bark' }] },
        { kind: 'question', type: 'ordering', question: 'Order', items: ['zebra', 'ant'] },
        { kind: 'question', type: 'cloze', question: 'The {{c1::sun}} is a {{c2::star::kind}}.' },
      ]),
    );
    const [sheet, key] = md.split('## Answer key') as [string, string];
    expect(sheet).toContain('*Choose all that apply.*');
    expect(sheet).toContain('True / False');
    expect(sheet).toContain('1\\. cat → ________________');
    expect(sheet).toContain('*Choices:* bark · meow');
    expect(sheet).toContain('- ant ____\n- zebra ____');
    expect(sheet).toContain(escapeMarkdown('The _____ is a _____ (kind).'));
    expect(sheet).not.toContain('Paris');
    expect(sheet).not.toContain('sun');
    for (const answer of ['2; 3', 'True', 'Paris', '3\\.14 ± 0\\.01', 'cat → meow; dog → bark', 'zebra → ant', 'sun; star']) expect(key).toContain(answer);
  });
});
