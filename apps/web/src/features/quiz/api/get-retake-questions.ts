import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizQuestion } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';

/**
 * The questions answered wrongly in one attempt (422 when there are none). A POST that only reads:
 * it is loaded like any quiz, once, and never refetched under a running retake.
 */
export const getRetakeQuestions = (resultId: string) =>
  apiFetch<QuizQuestion[]>(`/api/results/${encodeURIComponent(resultId)}/retake`, { method: 'POST' });

export const retakeQuestionsQueryOptions = (resultId: string) =>
  queryOptions({
    queryKey: ['quiz', 'retake', resultId],
    queryFn: () => getRetakeQuestions(resultId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useRetakeQuestions = (resultId: string) => useQuery(retakeQuestionsQueryOptions(resultId));
