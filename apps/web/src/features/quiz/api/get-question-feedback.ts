import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionFeedbackCounts } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

/** Everyone's thumbs on a question and the learner's own choice. */
const getQuestionFeedback = (questionId: number) => apiFetch<QuestionFeedbackCounts>(`/api/questions/${questionId}/feedback`);

export const questionFeedbackQueryKey = (questionId: number) => ['quiz', 'feedback', questionId] as const;

const questionFeedbackQueryOptions = (questionId: number) =>
  queryOptions({ queryKey: questionFeedbackQueryKey(questionId), queryFn: () => getQuestionFeedback(questionId) });

export const useQuestionFeedback = (questionId: number) => useQuery(questionFeedbackQueryOptions(questionId));
