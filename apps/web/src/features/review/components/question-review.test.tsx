import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { AskedQuestion, AttemptAnswer } from '@curio/core/quiz-attempts';
import type { QuestionResponse } from '@curio/core/question-types';
import { renderPage } from '../../../testing/render';
import { QuestionReview } from './question-review';

const asked: AskedQuestion = {
  id: 9,
  question: 'The capital of the Netherlands?',
  type: 'typed',
  category: 'geography',
  course: 'Europe',
  module: 'Capitals',
  topic: 'West',
  subtopic: null,
  tags: [],
  mode: ['serious'],
};

const verdict = (given: string, almost: boolean): AttemptAnswer => ({
  question_id: 9,
  option: null,
  correct: true,
  credit: 1,
  almost,
  given,
  correct_options: [],
  answer: 'Amsterdam',
  solution: { question: 'Q', type: 'typed', answers: ['Amsterdam'] },
  explanation: null,
  time_ms: 2000,
});

const intervals = { 1: '10 min', 2: '1 d', 3: '3 d', 4: '8 d' } as const;

// a recalled answer given at once earns a step more than a recognised one; a forgiven typo, Hard (review-rules.ts ratingFromAnswer)

test.each([
  { typed: 'Amsterdam', almost: false, suggested: 'Easy', said: 'Right!' },
  { typed: 'Amsterdm', almost: true, suggested: 'Hard', said: 'Almost — check the spelling. The right answer is: Amsterdam' },
])('a typed answer ($typed) is checked, and its rating suggested: $suggested', async ({ typed, almost, suggested, said }) => {
  const check = vi.fn((_q: AskedQuestion, response: QuestionResponse) => Promise.resolve(verdict('text' in response ? response.text : '', almost)));
  const onRate = vi.fn();
  const { user } = renderPage(<QuestionReview question={asked} check={check} intervals={intervals} onRate={onRate} />);
  await user.type(screen.getByRole('textbox', { name: 'Your answer' }), `${typed}{Enter}`);
  expect(check).toHaveBeenCalledWith(asked, { text: typed });
  expect(await screen.findByText(said)).toBeTruthy();
  // the suggested rating takes the focus: Enter takes it
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(new RegExp(`^${suggested},.*\\(suggested\\)$`)));
  await user.keyboard('{Enter}');
  expect(onRate).toHaveBeenCalledWith(suggested === 'Easy' ? 4 : 2);
});
