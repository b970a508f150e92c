import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizQuestion } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';

export interface TopicParams {
  course: string;
  topic: string;
}

/** The questions of a topic that are in the learner's memory model ("My mistakes in this topic"). */
export const getTopicMistakes = ({ course, topic }: TopicParams) =>
  apiFetch<QuizQuestion[]>(`/api/review/mistakes?${new URLSearchParams({ course, topic })}`);

export const topicMistakesQueryOptions = (params: TopicParams) =>
  queryOptions({
    queryKey: ['quiz', 'mistakes', params],
    queryFn: () => getTopicMistakes(params),
  });

export const useTopicMistakes = (params: TopicParams, enabled = true) => useQuery({ ...topicMistakesQueryOptions(params), enabled });
