import type { QuizAttempt } from '@curio/core/quiz-attempts';
import { apiFetch } from '../../../lib/api-client';

/** Reopens one of the learner's attempts (Resume): its questions and the answers given so far. */
export const getAttempt = (id: string) => apiFetch<QuizAttempt>(`/api/quiz/attempts/${encodeURIComponent(id)}`);
