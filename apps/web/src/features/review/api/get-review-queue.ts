import type { ReviewQueueItem } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';

/** The items due now with each question's answer: what "Download for offline" keeps of the review. */
export const getReviewQueue = (limit: number) => apiFetch<ReviewQueueItem[]>(`/api/review/queue?${new URLSearchParams({ limit: String(limit) })}`);
