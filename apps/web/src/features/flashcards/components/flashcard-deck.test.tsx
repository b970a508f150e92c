import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { Flashcard } from '@curio/core/catalogue';
import { QUIZ_CHECK_MSG } from '@curio/core/learning-messages';
import { network } from '../../../testing/network';
import { renderPage } from '../../../testing/render';
import { useFlashcards } from '../api/get-flashcards';
import { FLASHCARD_MSG } from '../flashcard-messages';
import { FlashcardDeck } from './flashcard-deck';

const card = (id: number, topic: string, concept: string, quizCheck: string | null = null): Flashcard => ({
  id,
  category: 'science',
  course: 'Physics',
  module: 'Light',
  topic,
  subtopic: null,
  tag: null,
  mode: ['curious'],
  concept,
  example: null,
  summary: [],
  difficulty: 'easy',
  protip: null,
  formulas: [],
  quiz_check: quizCheck,
});

const CARDS = [card(1, 'Refraction', 'Light bends as it changes medium.', 'Q: What bends light? A: A lens'), card(2, 'Dispersion', 'A prism splits white light.'), card(3, 'Reflection', 'A mirror sends light back.')];

/** The deck over the topic's cards as the study page fetches them. */
function Deck() {
  const cards = useFlashcards({ category: 'science', course: 'Physics', topic: 'Optics' });
  return <FlashcardDeck cards={cards} backButton={<a href="/flashcards">Back to topics</a>} emptyText="No cards here." canDelete={false} />;
}

function serveCards(cards: Flashcard[]) {
  const asked: string[] = [];
  network.use(
    http.get('/api/flashcards', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(cards);
    }),
  );
  return asked;
}

test('a learner reveals a card’s answer, steps through the deck both ways, and finishes it', async () => {
  const asked = serveCards(CARDS);
  const { user } = renderPage(<Deck />);

  expect(await screen.findByRole('heading', { name: 'Refraction' })).toBeTruthy();
  expect(asked).toEqual(['?category=science&course=Physics&topic=Optics']);
  expect(screen.getByText('Flashcard 1 of 3')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

  // the quiz check's answer waits for the learner
  expect(screen.queryByText('A lens')).toBeNull();
  const reveal = screen.getByRole('button', { name: QUIZ_CHECK_MSG.show });
  expect(reveal.getAttribute('aria-expanded')).toBe('false');
  await user.click(reveal);
  expect(screen.getByText('A lens')).toBeTruthy();
  expect(screen.getByRole('button', { name: QUIZ_CHECK_MSG.hide }).getAttribute('aria-expanded')).toBe('true');

  // a new card is read from its heading: the focus goes there, not left on Next
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const second = screen.getByRole('heading', { name: 'Dispersion' });
  expect(document.activeElement).toBe(second);
  expect(screen.getByText('Flashcard 2 of 3')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Refraction' }));
  // the card opens afresh: its answer hidden again
  expect(screen.queryByText('A lens')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Flashcard 3 of 3')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const done = screen.getByRole('heading', { name: FLASHCARD_MSG.completed });
  expect(document.activeElement).toBe(done);

  await user.click(screen.getByRole('button', { name: 'Restart Session' }));
  expect(screen.getByRole('heading', { name: 'Refraction' })).toBeTruthy();
  expect(asked).toHaveLength(1);
});

test('an empty deck says so', async () => {
  serveCards([]);
  renderPage(<Deck />);
  expect(await screen.findByText('No cards here.')).toBeTruthy();
});

test('a deck the server fails to send offers a retry', async () => {
  serveCards(CARDS);
  // handlers added later come first: the first request fails, the retry gets the cards
  network.use(http.get('/api/flashcards', () => HttpResponse.json({ error: 'not_found', message: 'Course not found.' }, { status: 404 }), { once: true }));
  const { user } = renderPage(<Deck />);

  expect(await screen.findByText('We could not load the flashcards.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /retry|try again/i }));
  expect(await screen.findByRole('heading', { name: 'Refraction' })).toBeTruthy();
});
