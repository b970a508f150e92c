import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface TopicParams {
  course: string;
  topic: string;
}

/** How many of a topic's questions are in the learner's memory model ("My mistakes in this topic"). */
const getTopicMistakes = ({ course, topic }: TopicParams) => apiFetch<{ count: number }>(`/api/review/mistakes?${new URLSearchParams({ course, topic })}`);

const topicMistakesQueryOptions = (params: TopicParams) =>
  queryOptions({
    queryKey: ['quiz', 'mistakes', params],
    queryFn: () => getTopicMistakes(params),
  });

export const useTopicMistakes = (params: TopicParams) => useQuery(topicMistakesQueryOptions(params));
