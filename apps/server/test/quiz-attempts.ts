import { expect } from 'vitest';
import type { SavedResult } from '@curio/core/learning';
import type { AskedQuestion, AttemptAnswer, AttemptSource, QuizAttempt } from '@curio/core/quiz-attempts';
import type { authed } from './test-app';

type Client = ReturnType<typeof authed>;

/** Picks an option of a question by its text, as a learner reading the options would. */
export const optionNamed = (question: AskedQuestion, text: string) => {
  const options = 'options' in question ? question.options : [];
  const option = options.indexOf(text);
  if (option < 0) throw new Error(`no option ${text} in ${JSON.stringify(options)}`);
  return option;
};

/**
 * A quiz taken as the web takes it: started, every question answered with the option `pick` names
 * (the first by default), then finished. Each step must succeed.
 */
export async function takeQuiz(client: Client, source: AttemptSource, pick: (question: AskedQuestion) => number = () => 0) {
  const started = await client.post('/api/quiz/attempts', source);
  expect(started.statusCode, started.body).toBe(201);
  const attempt = started.json() as QuizAttempt;
  const verdicts: AttemptAnswer[] = [];
  for (const question of attempt.questions) {
    const res = await client.post(`/api/quiz/attempts/${attempt.id}/answers`, { question_id: question.id, option: pick(question) });
    expect(res.statusCode, res.body).toBe(201);
    verdicts.push(res.json());
  }
  const finished = await client.post(`/api/quiz/attempts/${attempt.id}/finish`);
  expect(finished.statusCode, finished.body).toBe(201);
  return { attempt, verdicts, result: finished.json() as SavedResult };
}
