import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerProgress } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';

/** Study days and due dates are the learner's own calendar days, so the browser's time zone goes along. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const getProgress = (tz: string) => apiFetch<LearnerProgress>(`/api/progress?${new URLSearchParams({ tz })}`);

export const progressQueryOptions = () => {
  const tz = timeZone();
  return queryOptions({ queryKey: ['progress', tz], queryFn: () => getProgress(tz), staleTime: 60_000 });
};

export const useProgress = () => useQuery(progressQueryOptions());
