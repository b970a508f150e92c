import { useMutation } from '@tanstack/react-query';
import type { ReviewQueueItem } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';

export const getReviewQueue = (limit: number) => apiFetch<ReviewQueueItem[]>(`/api/review/queue?${new URLSearchParams({ limit: String(limit) })}`);

/**
 * Starting a session takes the queue once: the session then works from that list, so refreshing
 * the summary while it runs (each sent rating does) never reshuffles the items under the learner.
 */
export const useStartReview = () => useMutation({ mutationFn: getReviewQueue });
