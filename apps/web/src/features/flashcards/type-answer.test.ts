import { expect, test } from 'vitest';
import { cardBack, checkTyped, TYPE_CHECKED_MAX_WORDS } from './type-answer';

test('the back is the summary, or the example when there is none', () => {
  expect(cardBack({ summary: ['  Growth on growth ', ''], example: 'An example' })).toBe('Growth on growth');
  expect(cardBack({ summary: ['One', 'Two'], example: null })).toBe('One\nTwo');
  expect(cardBack({ summary: [], example: ' $6,050 ' })).toBe('$6,050');
  expect(cardBack({ summary: [], example: null })).toBe('');
});

test('a short back is checked by the typed-answer rules; a long one or a list is left to the learner', () => {
  expect(checkTyped('CAFE au lait', 'Café au lait!')).toBe('right');
  expect(checkTyped('mitochondira', 'Mitochondria')).toBe('almost');
  expect(checkTyped('Lyon', 'Paris')).toBe('wrong');
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  expect(checkTyped(words(TYPE_CHECKED_MAX_WORDS), words(TYPE_CHECKED_MAX_WORDS))).toBe('right');
  expect(checkTyped(words(TYPE_CHECKED_MAX_WORDS + 1), words(TYPE_CHECKED_MAX_WORDS + 1))).toBe('self');
  expect(checkTyped('One', 'One\nTwo')).toBe('self');
});
