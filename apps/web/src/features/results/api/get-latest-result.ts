import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizResult } from '@curio/core/learning';
import { apiFetch, isApiError } from '../../../lib/api-client';

/** The learner's latest result for a course and topic; null when there is none yet (404). */
async function getLatestResult(course: string, topic: string): Promise<QuizResult | null> {
  try {
    return await apiFetch<QuizResult>(`/api/results/latest?${new URLSearchParams({ course, topic })}`);
  } catch (err) {
    if (isApiError(err) && err.status === 404) return null;
    throw err;
  }
}

const latestResultQueryOptions = (course: string, topic: string) =>
  queryOptions({
    queryKey: ['results', 'latest', course, topic],
    queryFn: () => getLatestResult(course, topic),
  });

export const useLatestResult = (course: string, topic: string, enabled = true) =>
  useQuery({ ...latestResultQueryOptions(course, topic), enabled });
