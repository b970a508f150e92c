import { afterEach, expect, test, vi } from 'vitest';
import type { QuizQuestion } from '@curio/core/catalogue';
import { storeQuestion, type TypedQuestion } from '@curio/core/question-types-rules';
import { downloadedSession } from './quiz-session';

/*
 * A downloaded topic taken on the device: asked as the server asks it, graded by core's rules, and
 * resumed from the answers the auto-save kept.
 */

let nextId = 1;
const downloaded = (q: TypedQuestion): QuizQuestion => ({
  id: nextId++,
  question: q.question,
  explanation: 'Because.',
  ...storeQuestion(q),
  category: 'science',
  course: 'Astronomy',
  module: 'Planets',
  topic: 'Solar system',
  subtopic: null,
  tags: [],
  mode: ['serious'],
});

const questions = [
  // a catalogue option keeps its letter prefix; the answer is written without it
  downloaded({ question: 'Which planet is the largest?', type: 'multiple_choice', options: ['a. Jupiter', 'b) Saturn'], answer: 'Saturn' }),
  downloaded({ question: 'Which planet has the Great Red Spot?', type: 'typed', answers: ['Jupiter'] }),
  downloaded({ question: 'Put them in order.', type: 'ordering', items: ['Mercury', 'Venus', 'Earth'] }),
  downloaded({ question: 'The {{c1::Sun}} is a {{c2::star}}.', type: 'cloze' }),
];
const place = { category: 'science', course: 'Astronomy', topic: 'Solar system' };

test('a downloaded question is asked without its answer, and graded on the device by its type', async () => {
  const session = downloadedSession(questions, place);
  const [choice, typed, ordering, cloze] = session.questions;
  for (const asked of session.questions) for (const key of ['answer', 'spec', 'explanation']) expect(asked).not.toHaveProperty(key);
  expect(typed).toMatchObject({ type: 'typed' });
  expect(cloze).toMatchObject({ question: 'The […] is a […].', parts: ['The ', { blank: 0, hint: null }, ' is a ', { blank: 1, hint: null }, '.'] });
  if (ordering?.type !== 'ordering') throw new Error('not an ordering question');
  expect(ordering.items).not.toEqual(['Mercury', 'Venus', 'Earth']);

  expect(await session.answer(choice!, { option: 0 })).toMatchObject({ option: 0, correct: false, correct_options: [1], answer: 'Saturn', given: 'a. Jupiter', explanation: 'Because.' });
  expect(await session.answer(choice!, { option: 1 })).toMatchObject({ correct: true, credit: 1 });
  expect(await session.answer(typed!, { text: 'jupitr' })).toMatchObject({ option: null, correct: true, almost: true, answer: 'Jupiter', solution: { type: 'typed', answers: ['Jupiter'] } });
  const inOrder = ['Mercury', 'Venus', 'Earth'].map((item) => ordering.items.indexOf(item));
  expect(await session.answer(ordering, { order: inOrder })).toMatchObject({ correct: true, credit: 1, given: 'Mercury → Venus → Earth' });
  expect(await session.answer(cloze!, { blanks: ['sun', 'planet'] })).toMatchObject({ correct: false, credit: 0.5, answer: 'Sun; star' });
  // a response of another type's shape is refused, not graded
  await expect(session.answer(cloze!, { text: 'Sun' })).rejects.toThrow('answered with blanks');
});

afterEach(() => vi.unstubAllGlobals());

test('a quiz resumed on the device grades again the answers the auto-save kept, and sends each as the server grades it', async () => {
  const session = downloadedSession(questions, place, [
    // as shown: title-cased, its letter prefix stripped
    { question_id: questions[0]!.id, selectedOption: 'Saturn', correct: true, timeTaken: 3 },
    { question_id: questions[1]!.id, selectedOption: 'jupitr', correct: true, timeTaken: 5 },
    { question_id: questions[2]!.id, selectedOption: 'Mercury → Earth → Venus', correct: false, timeTaken: 4 },
    // a question changed since: its answer no longer fits, and is asked again
    { question_id: questions[3]!.id, selectedOption: 'Sun', correct: false, timeTaken: 2 },
  ]);
  expect(session.answers).toMatchObject([
    { question_id: questions[0]!.id, option: 1, correct: true, given: 'b) Saturn', time_ms: 3000 },
    { question_id: questions[1]!.id, option: null, correct: true, almost: true, given: 'jupitr', answer: 'Jupiter', time_ms: 5000 },
    { question_id: questions[2]!.id, correct: false, credit: 1 / 3, given: 'Mercury → Earth → Venus' },
  ]);
  expect(session.answers).toHaveLength(3);

  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return Response.json({ id: '0b8e2f57-3c0b-4d6e-8f0a-2c1d5e7f9b30', created_at: '2026-11-29T07:00:00.000Z', score: 2, answers: [] }, { status: 201 });
  });
  const cloze = session.questions[3]!;
  const last = await session.answer(cloze, { blanks: ['Sun', 'star'] });
  await session.finish([...session.answers, last]);
  const ordering = session.questions[2]!;
  if (ordering.type !== 'ordering') throw new Error('not an ordering question');
  expect(sent).toMatchObject([
    {
      ...place,
      answers: [
        { question_id: questions[0]!.id, selectedOption: 'b) Saturn', timeTaken: 3 },
        { question_id: questions[1]!.id, asked: { type: 'typed' }, response: { text: 'jupitr' }, timeTaken: 5 },
        { question_id: questions[2]!.id, asked: { type: 'ordering', items: ordering.items }, response: { order: ['Mercury', 'Earth', 'Venus'].map((i) => ordering.items.indexOf(i)) }, timeTaken: 4 },
        { question_id: questions[3]!.id, asked: { type: 'cloze' }, response: { blanks: ['Sun', 'star'] } },
      ],
    },
  ]);
  // the body sent is the asked one only: no text, place or id of the question beside it
  expect(Object.keys((sent[0] as { answers: { asked?: object }[] }).answers[1]!.asked!)).toEqual(['type']);
});
