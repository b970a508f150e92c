import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudyMode } from '@curio/core/quiz-rules';
import { apiFetch } from '../../../lib/api-client';

export interface QuizParams {
  category: string;
  course: string;
  topic: string;
  mode: StudyMode;
}

export const quizSearch = ({ category, course, topic, mode }: QuizParams) => new URLSearchParams({ course, topic, mode, category });

/** How many questions a topic has: the selector says so before the learner starts. */
const getQuestionCount = (params: QuizParams) => apiFetch<{ count: number }>(`/api/questions?${quizSearch(params)}`);

const questionCountQueryOptions = (params: QuizParams) =>
  queryOptions({
    queryKey: ['quiz', 'count', params],
    queryFn: () => getQuestionCount(params),
  });

export const useQuestionCount = (params: QuizParams, enabled = true) => useQuery({ ...questionCountQueryOptions(params), enabled });
