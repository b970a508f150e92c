import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicItem } from '@curio/core/catalogue';
import type { StudyMode } from '@curio/core/quiz-rules';
import { apiFetch } from '../../../lib/api-client';

export interface TopicsParams {
  category: string;
  course: string;
  module: string;
  mode: StudyMode;
}

const getTopics = ({ category, course, module, mode }: TopicsParams) =>
  apiFetch<TopicItem[]>(`/api/courses/${encodeURIComponent(course)}/topics?${new URLSearchParams({ module, mode, category })}`);

const topicsQueryOptions = (params: TopicsParams) =>
  queryOptions({
    queryKey: ['catalogue', 'topics', params],
    queryFn: () => getTopics(params),
    staleTime: 5 * 60_000,
  });

export const useTopics = (params: TopicsParams, enabled = true) => useQuery({ ...topicsQueryOptions(params), enabled });
