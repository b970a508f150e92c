import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';
import { REVIEW_KEY, type ReviewDownload } from '../../../lib/offline-keys';
import { withOfflineCopy } from '../../../lib/offline-store';
import { timeZone } from '../../../lib/time-zone';


/** With no network: the summary as it was when the review was downloaded. */
export const getReviewSummary = (tz: string) =>
  withOfflineCopy(
    () => apiFetch<ReviewSummary>(`/api/review/summary?${new URLSearchParams({ tz })}`),
    REVIEW_KEY,
    (saved: ReviewDownload<ReviewSummary>) => saved.summary,
  );

/** For a guest (not enabled) the time zone is not asked: the key needs it only when the query runs. */
export const reviewSummaryQueryOptions = (enabled = true) => {
  const tz = enabled ? timeZone() : '';
  return queryOptions({
    queryKey: ['review', 'summary', tz],
    queryFn: () => getReviewSummary(tz),
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });
};

export const useReviewSummary = (enabled = true) => useQuery({ ...reviewSummaryQueryOptions(enabled), enabled });
