import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSummary } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';
import { REVIEW_KEY, type ReviewDownload } from '../../../lib/offline-keys';
import { withOfflineCopy } from '../../../lib/offline-store';

/** "Today" ends at the learner's own midnight, so the browser's time zone goes along. */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** With no network: the summary as it was when the review was downloaded. */
export const getReviewSummary = (tz: string) =>
  withOfflineCopy(
    () => apiFetch<ReviewSummary>(`/api/review/summary?${new URLSearchParams({ tz })}`),
    REVIEW_KEY,
    (saved: ReviewDownload<ReviewSummary>) => saved.summary,
  );

export const reviewSummaryQueryOptions = () => {
  const tz = timeZone();
  return queryOptions({
    queryKey: ['review', 'summary', tz],
    queryFn: () => getReviewSummary(tz),
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });
};

export const useReviewSummary = (enabled = true) => useQuery({ ...reviewSummaryQueryOptions(), enabled });
