import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { Flashcard } from '@curio/core/catalogue';
import { STORAGE_KEYS } from '../../../lib/storage';
import { network } from '../../../testing/network';
import { renderPage } from '../../../testing/render';
import { useFlashcards } from '../api/get-flashcards';
import { FLASHCARD_MSG, TYPE_ANSWER_MSG } from '../flashcard-messages';
import { FlashcardDeck } from './flashcard-deck';

/** A set's card as the server sends it: the front in `concept`, the back in `summary`. */
const card = (id: number, front: string, back: string[], example: string | null = null): Flashcard => ({
  id,
  category: 'sets',
  course: 'Biology',
  module: 'Cells',
  topic: 'Cells',
  subtopic: null,
  tag: null,
  mode: ['curious'],
  concept: front,
  example,
  summary: back,
  difficulty: null,
  protip: null,
  formulas: [],
  quiz_check: null,
});

const CARDS = [
  card(1, 'The powerhouse of the cell', ['Mitochondria']),
  card(2, 'Where photosynthesis happens', ['Chloroplast']),
  card(3, 'The capital of France', ['Paris']),
  card(4, 'What a cell membrane does', ['Lets some substances through and keeps others out', 'Holds the cell together']),
];

function Deck() {
  const cards = useFlashcards({ category: 'sets', course: 'Biology', topic: 'Cells' });
  return <FlashcardDeck cards={cards} backButton={<a href="/sets">Back to the set</a>} emptyText="No cards here." canDelete={false} />;
}

function serve(cards: Flashcard[]) {
  network.use(http.get('/api/flashcards', () => HttpResponse.json(cards)));
}

const status = () => screen.getByRole('status');
const field = () => screen.getByRole('textbox', { name: TYPE_ANSWER_MSG.field });

test('type the answer: off at first; on, the learner types each back, is judged, sees the difference and may overrule a miss', async () => {
  serve(CARDS);
  const { user } = renderPage(<Deck />);
  await screen.findByRole('heading', { name: 'Cells' });

  // off by default: the card shows whole, with no field
  const mode = screen.getByRole('switch', { name: TYPE_ANSWER_MSG.mode });
  expect((mode as HTMLInputElement).checked).toBe(false);
  expect(screen.getByText('Mitochondria')).toBeTruthy();
  expect(screen.queryByRole('textbox')).toBeNull();

  await user.click(mode);
  expect(localStorage.getItem(STORAGE_KEYS.flashcardsTypeAnswer)).toBe('true');
  // the front only: the back waits for the learner's answer
  expect(screen.getByText('The powerhouse of the cell')).toBeTruthy();
  expect(screen.queryByText('Mitochondria')).toBeNull();
  // the field is read with the counter and the front
  const described = field().getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['Flashcard 1 of 4', 'The powerhouse of the cell']);

  // right, in another case and with a stray space: Enter checks
  await user.type(field(), ' mitochondria{Enter}');
  expect(status().textContent).toBe(TYPE_ANSWER_MSG.right);
  expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Mitochondria')).toBeTruthy();
  expect(screen.queryByRole('button', { name: TYPE_ANSWER_MSG.override })).toBeNull();
  expect(screen.queryByRole('button', { name: TYPE_ANSWER_MSG.check })).toBeNull();
  expect(field().hasAttribute('readonly')).toBe(true);

  // Enter again goes on, and the new card's field has the focus
  await user.keyboard('{Enter}');
  expect(screen.getByText('Flashcard 2 of 4')).toBeTruthy();
  expect(document.activeElement).toBe(field());
  expect((field() as HTMLInputElement).value).toBe('');

  // one letter swapped in a word of 6 or more: almost, and the diff shows the letters
  await user.type(field(), 'Chlorolpast');
  await user.click(screen.getByRole('button', { name: TYPE_ANSWER_MSG.check }));
  expect(status().textContent).toBe(TYPE_ANSWER_MSG.almost);
  expect((await screen.findByTestId('typed-diff')).textContent).toBe('Chlorolpast');
  expect(screen.getByTestId('typed-diff').querySelector('del')?.textContent).toBe('l');
  expect(screen.getByTestId('answer-diff').textContent).toBe('Chloroplast');
  expect(screen.getByTestId('answer-diff').querySelector('ins')?.textContent).toBe('l');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(document.activeElement).toBe(field());

  // wrong: the whole word differs, so the diff is by word; the learner overrules it
  await user.type(field(), 'Lyon{Enter}');
  expect(status().textContent).toBe(TYPE_ANSWER_MSG.wrong);
  expect((await screen.findByTestId('typed-diff')).querySelector('del')?.textContent).toBe('Lyon');
  expect(screen.getByTestId('answer-diff').querySelector('ins')?.textContent).toBe('Paris');
  await user.click(screen.getByRole('button', { name: TYPE_ANSWER_MSG.override }));
  expect(status().textContent).toBe(TYPE_ANSWER_MSG.overridden);
  expect(document.activeElement).toBe(field());
  await user.keyboard('{Enter}');

  // a back of two lines is not matched word for word: the learner compares and judges
  expect(screen.getByText('Flashcard 4 of 4')).toBeTruthy();
  await user.type(field(), 'it filters what goes in{Enter}');
  expect(status().textContent).toBe(TYPE_ANSWER_MSG.compare);
  expect(screen.getByText('it filters what goes in')).toBeTruthy();
  expect(screen.getByText('Holds the cell together')).toBeTruthy();
  expect(screen.queryByTestId('typed-diff')).toBeNull();
  await user.keyboard('{Enter}');

  // three of four counted right: the almost, and the overruled miss
  expect(screen.getByRole('heading', { name: FLASHCARD_MSG.completed })).toBeTruthy();
  expect(screen.getByText(TYPE_ANSWER_MSG.tally(3, 4))).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Restart Session' }));
  expect(screen.getByText('Flashcard 1 of 4')).toBeTruthy();
  expect((field() as HTMLInputElement).value).toBe('');
});

test('the mode is remembered on the device, and Previous opens a card afresh', async () => {
  localStorage.setItem(STORAGE_KEYS.flashcardsTypeAnswer, 'true');
  serve(CARDS);
  const { user } = renderPage(<Deck />);
  await screen.findByRole('heading', { name: 'Cells' });
  expect((screen.getByRole('switch', { name: TYPE_ANSWER_MSG.mode }) as HTMLInputElement).checked).toBe(true);

  // nothing typed is a miss, shown as such
  await user.click(screen.getByRole('button', { name: TYPE_ANSWER_MSG.check }));
  expect(status().textContent).toBe(TYPE_ANSWER_MSG.wrong);
  expect((await screen.findByTestId('typed-diff')).textContent).toBe(TYPE_ANSWER_MSG.nothingTyped);

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(document.activeElement).toBe(field());
  expect(screen.queryByText('Mitochondria')).toBeNull();
  expect(status().textContent).toBe('');

  // turned off: the whole card again, the focus back on headings, and off is remembered
  await user.click(screen.getByRole('switch', { name: TYPE_ANSWER_MSG.mode }));
  expect(localStorage.getItem(STORAGE_KEYS.flashcardsTypeAnswer)).toBeNull();
  expect(screen.getByText('Mitochondria')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cells' }));
});

test('a card with no back is shown whole in the mode, with nothing to type', async () => {
  localStorage.setItem(STORAGE_KEYS.flashcardsTypeAnswer, 'true');
  serve([card(1, 'A card with a concept only', [])]);
  renderPage(<Deck />);
  expect(await screen.findByText('A card with a concept only')).toBeTruthy();
  expect(screen.queryByRole('textbox')).toBeNull();
});
