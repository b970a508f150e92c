import { afterEach, describe, expect, test, vi } from 'vitest';
import { reviewRatingInput } from '@curio/core/review';
import { ApiError } from '../../lib/api-client';
import { STORAGE_KEYS } from '../../lib/storage';
import { enqueueReview, flushOutbox, isFinalRejection, newReviewId, pendingCount, readOutbox, subscribeOutbox, type OutboxEntry } from './review-outbox';
import { memoryStorageEachTest } from '../../lib/memory-storage.test-helper';

const storage = memoryStorageEachTest();

afterEach(() => {
  vi.restoreAllMocks();
});

let clock = Date.parse('2026-03-01T09:00:00Z');
const rating = (userId: string, itemId: number, value = 3): OutboxEntry => ({
  user_id: userId,
  item_type: itemId % 2 ? 'question' : 'flashcard',
  item_id: itemId,
  body: { review_id: newReviewId(), rating: value, answered_at: new Date((clock += 1000)).toISOString(), duration_ms: 4200 },
});

const ids = (entries: OutboxEntry[]) => entries.map((entry) => entry.item_id);

describe('the review outbox', () => {
  test('a rating is kept in localStorage before anything is sent, and its body is what the server accepts', () => {
    const entry = rating('ann', 7);
    enqueueReview(entry);
    expect(JSON.parse(storage.local.getItem(STORAGE_KEYS.reviewOutbox) ?? '[]')).toEqual([entry]);
    expect(reviewRatingInput.safeParse(entry.body).success).toBe(true);
  });

  test('review ids are distinct v4 UUIDs, also where randomUUID is missing (plain http)', () => {
    expect(newReviewId()).not.toBe(newReviewId());
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newReviewId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(reviewRatingInput.shape.review_id.safeParse(id).success).toBe(true);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  test('ratings are sent oldest first, one at a time, and leave the outbox once the server has them', async () => {
    [1, 2, 3].forEach((id) => enqueueReview(rating('ann', id)));
    const order: number[] = [];
    let inFlight = 0;
    const send = async (entry: OutboxEntry) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      order.push(entry.item_id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    };
    expect(await flushOutbox('ann', send)).toEqual({ sent: 3, dropped: 0, stopped: false });
    expect(order).toEqual([1, 2, 3]);
    expect(readOutbox()).toEqual([]);
  });

  test('offline: the send stops at the first failure and keeps that rating and the later ones, in order', async () => {
    [1, 2, 3].forEach((id) => enqueueReview(rating('ann', id)));
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 2) throw new ApiError(0, 'network_error', 'Network error');
    };
    expect(await flushOutbox('ann', flaky)).toEqual({ sent: 1, dropped: 0, stopped: true });
    expect(ids(readOutbox())).toEqual([2, 3]);

    // back online: the rest goes, the kept rating first with its original time
    const kept = readOutbox()[0]!.body;
    const sent: OutboxEntry[] = [];
    await flushOutbox('ann', async (entry) => void sent.push(entry));
    expect(sent[0]!.body).toEqual(kept);
    expect(ids(sent)).toEqual([2, 3]);
    expect(readOutbox()).toEqual([]);
  });

  test('a 5xx, 401, 408 or 429 keeps the rating for later', async () => {
    for (const status of [500, 503, 401, 408, 429]) {
      enqueueReview(rating('ann', status));
      const outcome = await flushOutbox('ann', async () => {
        throw new ApiError(status, 'x', 'x');
      });
      expect(outcome).toMatchObject({ sent: 0, stopped: true });
      expect(ids(readOutbox())).toEqual([status]);
      storage.local.items.clear();
    }
  });

  test('a 4xx that can never succeed is dropped and logged, and the next rating still goes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    [1, 2, 3].forEach((id) => enqueueReview(rating('ann', id)));
    const sent: number[] = [];
    const outcome = await flushOutbox('ann', async (entry) => {
      if (entry.item_id === 1) throw new ApiError(404, 'not_found', 'That review item was not found.');
      if (entry.item_id === 2) throw new ApiError(409, 'conflict', 'That review was already recorded.');
      sent.push(entry.item_id);
    });
    expect(outcome).toEqual({ sent: 1, dropped: 2, stopped: false });
    expect(sent).toEqual([3]);
    expect(readOutbox()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('404');
  });

  test('which statuses are final', () => {
    expect([400, 403, 404, 409, 410, 422].every(isFinalRejection)).toBe(true);
    expect([0, 200, 401, 408, 429, 500, 503].some(isFinalRejection)).toBe(false);
  });

  test("only the signed-in learner's ratings are sent; another learner's wait for them", async () => {
    enqueueReview(rating('ann', 1));
    enqueueReview(rating('bob', 2));
    enqueueReview(rating('ann', 3));
    const sent: number[] = [];
    await flushOutbox('ann', async (entry) => void sent.push(entry.item_id));
    expect(sent).toEqual([1, 3]);
    expect(ids(readOutbox())).toEqual([2]);
    expect(pendingCount('ann')).toBe(0);
    expect(pendingCount('bob')).toBe(1);
  });

  test('a flush asked for during a flush does not send twice, and picks up a rating added meanwhile', async () => {
    enqueueReview(rating('ann', 1));
    const sent: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (entry: OutboxEntry) => {
      if (entry.item_id === 1) await gate;
      sent.push(entry.item_id);
    };
    const first = flushOutbox('ann', send);
    enqueueReview(rating('ann', 2));
    const second = flushOutbox('ann', send);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(sent).toEqual([1, 2]);
    expect(readOutbox()).toEqual([]);
  });

  test('listeners hear of each change; damaged storage reads as empty', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeOutbox(heard);
    enqueueReview(rating('ann', 1));
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    enqueueReview(rating('ann', 2));
    expect(heard).toHaveBeenCalledTimes(1);

    storage.local.setItem(STORAGE_KEYS.reviewOutbox, '{not json');
    expect(readOutbox()).toEqual([]);
    storage.local.setItem(STORAGE_KEYS.reviewOutbox, JSON.stringify([{ junk: true }, rating('ann', 5)]));
    expect(ids(readOutbox())).toEqual([5]);
  });
});
