import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizQuestion } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';
import { quizSearch, type QuizParams } from './get-question-count';

/** Up to QUIZ_MAX_QUESTIONS questions ordered by id, de-duplicated and with normalized options. */
export const getQuiz = (params: QuizParams) => apiFetch<QuizQuestion[]>(`/api/quiz?${quizSearch(params)}`);

export const quizQueryOptions = (params: QuizParams) =>
  queryOptions({
    queryKey: ['quiz', 'questions', params],
    queryFn: () => getQuiz(params),
    // a running quiz must not have its questions swapped under it by a background refetch
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useQuiz = (params: QuizParams) => useQuery(quizQueryOptions(params));
