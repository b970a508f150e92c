import { describe, expect, test } from 'vitest';
import { cardsPrompt, readCards } from './card-reply';

describe('flashcards read from a model’s reply', () => {
  test('labelled sides, with the headings, emphasis and line breaks models add', () => {
    const reply = '### Card 1\n**Front:** What is stored?\n**Back:** Grain,\nfor winter.\r\n\r\nCard 2:\nfront : Who stores it?\nback: Farmers.';
    expect(readCards(reply, 2)).toEqual([
      { front: 'What is stored?', back: 'Grain, for winter.' },
      { front: 'Who stores it?', back: 'Farmers.' },
    ]);
  });

  test.each([
    ['fewer cards than asked', 'Front: a\nBack: b', 2],
    ['more cards than asked', 'Front: a\nBack: b\nFront: c\nBack: d', 1],
    ['a back before its front', 'Back: b\nFront: a', 1],
    ['a side left empty', 'Front: a\nBack:\n', 1],
    ['no labels at all', 'Sure! Here are your cards: a → b', 1],
  ])('%s is refused', (_name, reply, count) => {
    expect(readCards(reply, count)).toBeNull();
  });

  test('the prompt quotes every use case and asks for one card each', () => {
    const prompt = cardsPrompt({ keyword: 'CRISPR', useCases: ['Farming: drought-proof wheat', 'Medicine: sickle-cell therapy'], learnerIsChild: true });
    expect(prompt).toContain('Keyword: "CRISPR"');
    expect(prompt).toContain('Use case 2:\nMedicine: sickle-cell therapy');
    expect(prompt).toContain('Write 2 cards, one per use case.');
    expect(prompt).toContain('child under 10');
  });
});
