import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerProgress } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';
import { timeZone } from '../../../lib/time-zone';


const getProgress = (tz: string) => apiFetch<LearnerProgress>(`/api/progress?${new URLSearchParams({ tz })}`);

const progressQueryOptions = () => {
  const tz = timeZone();
  return queryOptions({ queryKey: ['progress', tz], queryFn: () => getProgress(tz), staleTime: 60_000 });
};

export const useProgress = () => useQuery(progressQueryOptions());
