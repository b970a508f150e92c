import 'fake-indexeddb/auto';
import { beforeEach, expect, test } from 'vitest';
import { memoryStorageEachTest } from '../../lib/memory-storage.test-helper';
import { offlineDb } from '../../lib/offline-store';
import { newClientId, pendingWrites } from '../../lib/outbox';
import { STORAGE_KEYS } from '../../lib/storage';
import { adoptLegacyRatings, enqueueRating, waitingItems } from './review-outbox';

const storage = memoryStorageEachTest();
beforeEach(async () => {
  await (await offlineDb()).clear('outbox');
});

const body = () => ({ review_id: newClientId(), rating: 3 as const, answered_at: '2026-03-01T09:00:00.000Z', duration_ms: 1000 });

test('a rating enters the outbox as the POST the server takes, with its review id as the entry id', async () => {
  const rating = { item_type: 'flashcard' as const, item_id: 4, body: body() };
  await enqueueRating('ann', rating);
  expect(await pendingWrites('ann')).toMatchObject([{ id: rating.body.review_id, kind: 'review', method: 'POST', path: '/api/review/flashcard/4', body: rating.body }]);
  expect(await waitingItems('ann')).toEqual(new Set(['flashcard:4']));
  expect(await waitingItems('bob')).toEqual(new Set());
});

test('ratings an earlier version kept in localStorage move into the outbox once, in order; junk is left behind', async () => {
  const first = { user_id: 'ann', item_type: 'question', item_id: 1, body: body() };
  const second = { user_id: 'bob', item_type: 'flashcard', item_id: 2, body: body() };
  storage.local.setItem(STORAGE_KEYS.legacyReviewOutbox, JSON.stringify([first, { junk: true }, second]));
  await adoptLegacyRatings();
  await adoptLegacyRatings();
  expect(storage.local.getItem(STORAGE_KEYS.legacyReviewOutbox)).toBeNull();
  expect((await pendingWrites('ann')).map((e) => e.id)).toEqual([first.body.review_id]);
  expect((await pendingWrites('bob')).map((e) => e.path)).toEqual(['/api/review/flashcard/2']);

  storage.local.setItem(STORAGE_KEYS.legacyReviewOutbox, '{damaged');
  await adoptLegacyRatings();
  expect(storage.local.getItem(STORAGE_KEYS.legacyReviewOutbox)).toBeNull();
});
