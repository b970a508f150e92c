import { useMutation } from '@tanstack/react-query';
import type { ReviewQueueItem } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';
import { REVIEW_KEY, type ReviewDownload } from '../../../lib/offline-keys';
import { withOfflineCopy } from '../../../lib/offline-store';

/** With no network: the due items downloaded for offline (the page leaves out those rated since). */
export const getReviewQueue = (limit: number) =>
  withOfflineCopy(
    () => apiFetch<ReviewQueueItem[]>(`/api/review/queue?${new URLSearchParams({ limit: String(limit) })}`),
    REVIEW_KEY,
    // an item downloaded before the queue carried its state has no interval to preview: downloaded again, it has
    (saved: ReviewDownload<unknown, ReviewQueueItem>) => saved.queue.filter((item) => 'card' in item),
  );

/**
 * Starting a session takes the queue once: the session then works from that list, so refreshing
 * the summary while it runs (each sent rating does) never reshuffles the items under the learner.
 */
export const useStartReview = () => useMutation({ mutationFn: getReviewQueue, networkMode: 'offlineFirst' });
