import type { AttemptAnswer, AttemptAnswerInput } from '@curio/core/quiz-attempts';
import { apiFetch } from '../../../lib/api-client';

/** Sends one answer of an attempt; the server grades it and says what was right. */
export const answerQuestion = (attemptId: string, input: AttemptAnswerInput) =>
  apiFetch<AttemptAnswer>(`/api/quiz/attempts/${encodeURIComponent(attemptId)}/answers`, { method: 'POST', body: input });
