import type { ReviewRatingInput } from '@curio/core/review';
import type { ReviewItemType } from '@curio/core/review-rules';
import { enqueue, pendingWrites } from '../../lib/outbox';
import { readItem, removeItem, STORAGE_KEYS } from '../../lib/storage';
import { itemKey } from './review-item';

/*
 * A rating goes to the app's outbox (lib/outbox.ts) and the session moves on at once, online or
 * not. Its review_id, made here, is what lets the server apply it once however often it is sent;
 * its answered_at keeps the order and the interval true when it is sent later.
 */

export interface Rating {
  item_type: ReviewItemType;
  item_id: number;
  body: ReviewRatingInput;
}

export const enqueueRating = (userId: string, { item_type, item_id, body }: Rating) =>
  enqueue({
    id: body.review_id,
    user_id: userId,
    kind: 'review',
    method: 'POST',
    path: `/api/review/${item_type}/${item_id}`,
    body,
    key: itemKey({ item_type, item_id }),
  });

/** The items whose rating waits to be sent: a session must not ask for them twice. */
export async function waitingItems(userId: string): Promise<Set<string>> {
  const waiting = (await pendingWrites(userId)).filter((entry) => entry.kind === 'review');
  return new Set(waiting.flatMap((entry) => (entry.key ? [entry.key] : [])));
}

const isLegacyRating = (value: unknown): value is Rating & { user_id: string } => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<Rating & { user_id: string }>;
  return typeof entry.user_id === 'string' && typeof entry.item_id === 'number' && (entry.item_type === 'question' || entry.item_type === 'flashcard') && typeof entry.body?.review_id === 'string';
};

/**
 * Ratings an earlier version of the app kept in localStorage move into the outbox, in their
 * order, once; the server still takes each once by its review_id.
 */
export async function adoptLegacyRatings(): Promise<void> {
  const raw = readItem(STORAGE_KEYS.legacyReviewOutbox);
  if (raw === null) return;
  let entries: unknown = [];
  try {
    entries = JSON.parse(raw);
  } catch {
    // damaged: nothing to move
  }
  for (const entry of Array.isArray(entries) ? entries.filter(isLegacyRating) : []) await enqueueRating(entry.user_id, entry);
  removeItem(STORAGE_KEYS.legacyReviewOutbox);
}
