import type { QuizQuestion } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';
import { quizSearch, type QuizParams } from './get-question-count';

/**
 * A topic's quiz with its answers, as "Download for offline" keeps it: up to QUIZ_MAX_QUESTIONS
 * questions ordered by id, de-duplicated and with normalized options. A quiz taken online is an
 * attempt, asked without answers (use-quiz-session.ts).
 */
export const getQuiz = (params: QuizParams) => apiFetch<QuizQuestion[]>(`/api/quiz?${quizSearch(params)}`);
