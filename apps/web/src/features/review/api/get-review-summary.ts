import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';

/** "Today" ends at the learner's own midnight, so the browser's time zone goes along. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const getReviewSummary = (tz: string) => apiFetch<ReviewSummary>(`/api/review/summary?${new URLSearchParams({ tz })}`);

export const reviewSummaryQueryOptions = () => {
  const tz = timeZone();
  return queryOptions({
    queryKey: ['review', 'summary', tz],
    queryFn: () => getReviewSummary(tz),
    staleTime: 60_000,
  });
};

export const useReviewSummary = (enabled = true) => useQuery({ ...reviewSummaryQueryOptions(), enabled });
