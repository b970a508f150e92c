import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { AskedQuestion, AttemptAnswer, AttemptAnswerInput, QuizAttempt } from '@curio/core/quiz-attempts';
import type { SavedResult } from '@curio/core/learning';
import { QUIZ_MSG } from '@curio/core/quiz-messages';
import { network } from '../../../testing/network';
import { renderPage } from '../../../testing/render';
import { attemptSession } from '../quiz-session';
import { QuizRun } from './quiz-run';

const question = (id: number, text: string, options: string[]): AskedQuestion => ({
  id,
  question: text,
  type: 'multiple_choice',
  options,
  category: 'science',
  course: 'Physics',
  module: 'Light',
  topic: 'Optics',
  subtopic: null,
  tags: [],
  mode: ['serious'],
});

const attempt: QuizAttempt = {
  id: '2f0c8f5e-8f5d-4c36-9a57-0d3c0c6f9a11',
  kind: 'topic',
  category: 'science',
  course: 'Physics',
  topic: 'Optics',
  module: 'Light',
  retake_of: null,
  questions: [question(1, 'What bends light?', ['Lens', 'Mirror']), question(2, 'What splits white light?', ['Prism', 'Sheet'])],
  answers: [],
  finished: false,
};

/** The server's side of an attempt: the right option of each question, with an explanation to read. */
const RIGHT: Record<number, { option: number; explanation: string }> = {
  1: { option: 0, explanation: 'A lens refracts light.' },
  2: { option: 0, explanation: 'A prism disperses it.' },
};

const optionsOf = (id: number) => {
  const asked = attempt.questions.find((q) => q.id === id)!;
  return 'options' in asked ? asked.options : [];
};

function serveAttempt() {
  const answered: AttemptAnswerInput[] = [];
  network.use(
    http.get('/api/questions/:id/feedback', () => HttpResponse.json({ up: 2, down: 0, update: 0, mine: null })),
    http.post(`/api/quiz/attempts/${attempt.id}/answers`, async ({ request }) => {
      const input = (await request.json()) as AttemptAnswerInput;
      answered.push(input);
      const right = RIGHT[input.question_id]!;
      const options = optionsOf(input.question_id);
      const correct = input.option === right.option;
      const verdict: AttemptAnswer = {
        question_id: input.question_id,
        option: input.option ?? null,
        correct,
        credit: correct ? 1 : 0,
        almost: false,
        given: options[input.option!]!,
        correct_options: [right.option],
        answer: options[right.option]!,
        solution: { question: 'Q', type: 'multiple_choice', options, answer: options[right.option]! },
        explanation: right.explanation,
        time_ms: 1200,
      };
      return HttpResponse.json(verdict, { status: 201 });
    }),
    http.post(`/api/quiz/attempts/${attempt.id}/finish`, () => {
      const answers = answered.map(({ question_id, option = -1 }) => {
        const text = attempt.questions.find((q) => q.id === question_id)!.question;
        const options = optionsOf(question_id);
        const right = RIGHT[question_id]!.option;
        return { question_id, question: text, selectedOption: options[option]!, correctAnswer: options[right]!, correct: option === right, timeTaken: 1 };
      });
      const saved: SavedResult = {
        id: '0b8e2f57-3c0b-4d6e-8f0a-2c1d5e7f9b30',
        created_at: '2026-11-29T07:00:00.000Z',
        score: answers.filter((a) => a.correct).length,
        answers,
      };
      return HttpResponse.json(saved, { status: 201 });
    }),
  );
  return answered;
}

const renderQuiz = () =>
  renderPage(<QuizRun category="science" mode="serious" course="Physics" topic="Optics" session={attemptSession(attempt)} progressKeys={null} />, {
    path: '/quiz',
    elsewhere: ['/quiz/complete'],
  });

test('a learner answers, reads the verdict and the explanation, goes on, and sees the score', async () => {
  const answered = serveAttempt();
  const { user } = renderQuiz();

  expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
  // the question takes the focus, so a screen reader starts there
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'What bends light?' }));

  await user.click(screen.getByRole('button', { name: 'Mirror' }));
  expect(await screen.findByText('A lens refracts light.')).toBeTruthy();
  expect(screen.getByText('Not quite. The right answer is: Lens')).toBeTruthy();
  expect(answered).toEqual([{ question_id: 1, option: 1 }]);
  // a picked question is locked: its options take no second pick (its colours stay readable)
  for (const option of within(screen.getByRole('group', { name: 'Options' })).getAllByRole('button')) expect(option.getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByText('Correct 0')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Next question' }));
  expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Prism' }));
  expect(await screen.findByText('Right!')).toBeTruthy();
  expect(screen.getByText('Correct 1')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'See my score' }));
  expect(await screen.findByText(QUIZ_MSG.completed)).toBeTruthy();
  expect(screen.getByText('Score: 1 / 2')).toBeTruthy();
  // then on to the complete screen
  await screen.findByText('Page /quiz/complete', {}, { timeout: 5000 });
});

test('an answer the server cannot take is said, and the learner may pick again', async () => {
  serveAttempt();
  network.use(http.post(`/api/quiz/attempts/${attempt.id}/answers`, () => HttpResponse.json({ error: 'busy', message: 'Try again in a moment.' }, { status: 503 }), { once: true }));
  const { user } = renderQuiz();

  await user.click(screen.getByRole('button', { name: 'Lens' }));
  expect(await screen.findByText('Try again in a moment.')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Lens' }));
  const options = screen.getByRole('group', { name: 'Options' });
  await waitFor(() => expect(within(options).getByRole('button', { name: 'Lens' }).className).toMatch(/success/));
  expect(await screen.findByText('Right!')).toBeTruthy();
});

test('a typed question is sent as text, and its verdict waits for Next, which takes the focus', async () => {
  const typed: QuizAttempt = {
    ...attempt,
    questions: [{ ...question(3, 'What splits white light?', []), type: 'typed' }, question(1, 'What bends light?', ['Lens', 'Mirror'])],
  };
  const answered: AttemptAnswerInput[] = [];
  network.use(
    http.get('/api/questions/:id/feedback', () => HttpResponse.json({ up: 0, down: 0, update: 0, mine: null })),
    http.post(`/api/quiz/attempts/${typed.id}/answers`, async ({ request }) => {
      const input = (await request.json()) as AttemptAnswerInput;
      answered.push(input);
      const verdict: AttemptAnswer = {
        question_id: input.question_id,
        option: null,
        correct: true,
        credit: 1,
        almost: true,
        given: input.text!,
        correct_options: [],
        answer: 'Prism',
        solution: { question: 'Q', type: 'typed', answers: ['Prism'] },
        explanation: null,
        time_ms: 900,
      };
      return HttpResponse.json(verdict, { status: 201 });
    }),
  );
  const { user } = renderPage(<QuizRun category="science" mode="serious" course="Physics" topic="Optics" session={attemptSession(typed)} progressKeys={null} />, { path: '/quiz' });

  await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Prsim{Enter}');
  const next = await screen.findByRole('button', { name: 'Next question' });
  expect(answered).toEqual([{ question_id: 3, text: 'Prsim' }]);
  expect(screen.getByText('Almost — check the spelling. The right answer is: Prism', { selector: '[role=status]' })).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(next));
  expect(screen.getByText('Correct 1')).toBeTruthy();

  await user.keyboard('{Enter}');
  expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();
});
