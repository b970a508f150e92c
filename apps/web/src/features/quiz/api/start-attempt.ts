import type { AttemptSource, QuizAttempt } from '@curio/core/quiz-attempts';
import { apiFetch } from '../../../lib/api-client';

/** Starts a quiz on the server: its questions in order, without their answers (decision 048). */
export const startAttempt = (source: AttemptSource) => apiFetch<QuizAttempt>('/api/quiz/attempts', { method: 'POST', body: source });
