import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultStats } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';
import { timeZone } from '../../../lib/time-zone';


const getResultStats = (tz: string) => apiFetch<ResultStats>(`/api/results/stats?${new URLSearchParams({ tz })}`);

const resultStatsQueryOptions = () => {
  const tz = timeZone();
  return queryOptions({
    queryKey: ['results', 'stats', tz],
    queryFn: () => getResultStats(tz),
    staleTime: 60_000,
  });
};

export const useResultStats = (enabled = true) => useQuery({ ...resultStatsQueryOptions(), enabled });
