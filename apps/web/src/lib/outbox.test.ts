import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { reviewRatingInput } from '@curio/core/review';
import { ApiError } from './api-client';
import { offlineDb, type OutboxEntry } from './offline-store';
import { enqueue, flushOutbox, isFinalRejection, newClientId, pendingCount, pendingWrites, subscribeOutbox, withdraw, type NewOutboxEntry } from './outbox';

beforeEach(async () => {
  await (await offlineDb()).clear('outbox');
});
afterEach(() => {
  vi.restoreAllMocks();
});

let clock = Date.parse('2026-03-01T09:00:00Z');
const rating = (userId: string, itemId: number): NewOutboxEntry => {
  const body = { review_id: newClientId(), rating: 3, answered_at: new Date((clock += 1000)).toISOString(), duration_ms: 4200 };
  return { id: body.review_id, user_id: userId, kind: 'review', method: 'POST', path: `/api/review/question/${itemId}`, body, key: `question:${itemId}` };
};
const items = (entries: OutboxEntry[]) => entries.map((entry) => Number(entry.path.split('/').pop()));
const waiting = async (userId = 'ann') => items(await pendingWrites(userId));

describe('the outbox', () => {
  test('a write is kept in IndexedDB before anything is sent, with what the server needs', async () => {
    const entry = rating('ann', 7);
    await enqueue(entry);
    const [kept] = await pendingWrites('ann');
    expect(kept).toMatchObject({ ...entry, seq: expect.any(Number), created_at: expect.any(String) });
    expect(reviewRatingInput.safeParse(kept!.body).success).toBe(true);
  });

  test('client ids are distinct v4 UUIDs, also where randomUUID is missing (plain http)', () => {
    expect(newClientId()).not.toBe(newClientId());
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });

  test('writes of every kind are sent oldest first, one at a time, and leave once the server has them', async () => {
    await enqueue(rating('ann', 1));
    await enqueue({ id: newClientId(), user_id: 'ann', kind: 'result', method: 'POST', path: '/api/results/2', body: {} });
    await enqueue({ id: newClientId(), user_id: 'ann', kind: 'bookmark', method: 'DELETE', path: '/api/bookmarks/3' });
    const order: string[] = [];
    let inFlight = 0;
    const send = async (entry: OutboxEntry) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      order.push(`${entry.method} ${entry.kind}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    };
    expect(await flushOutbox('ann', send)).toEqual({ sent: 3, dropped: 0, stopped: false });
    expect(order).toEqual(['POST review', 'POST result', 'DELETE bookmark']);
    expect(await pendingCount('ann')).toBe(0);
  });

  test('offline: the send stops at the first failure and keeps that write and the later ones, in order; they go, once, when back', async () => {
    for (const id of [1, 2, 3]) await enqueue(rating('ann', id));
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 2) throw new ApiError(0, 'network_error', 'Network error');
    };
    expect(await flushOutbox('ann', flaky)).toEqual({ sent: 1, dropped: 0, stopped: true });
    expect(await waiting()).toEqual([2, 3]);

    const kept = (await pendingWrites('ann'))[0]!.body;
    const sent: OutboxEntry[] = [];
    await flushOutbox('ann', async (entry) => void sent.push(entry));
    expect(sent[0]!.body).toEqual(kept);
    expect(items(sent)).toEqual([2, 3]);
    // nothing is left to send a second time
    await flushOutbox('ann', async (entry) => void sent.push(entry));
    expect(items(sent)).toEqual([2, 3]);
  });

  test('a 5xx, 401, 408 or 429 keeps the write for later', async () => {
    for (const status of [500, 503, 401, 408, 429]) {
      await enqueue(rating('ann', status));
      const outcome = await flushOutbox('ann', async () => {
        throw new ApiError(status, 'x', 'x');
      });
      expect(outcome).toMatchObject({ sent: 0, stopped: true });
      expect(await waiting()).toEqual([status]);
      await (await offlineDb()).clear('outbox');
    }
  });

  test('a 4xx that can never succeed is dropped and logged, and the next write still goes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const id of [1, 2, 3]) await enqueue(rating('ann', id));
    const sent: number[] = [];
    const outcome = await flushOutbox('ann', async (entry) => {
      const id = items([entry])[0]!;
      if (id === 1) throw new ApiError(404, 'not_found', 'That review item was not found.');
      if (id === 2) throw new ApiError(400, 'validation_error', 'An answer is not a question of this topic.');
      sent.push(id);
    });
    expect(outcome).toEqual({ sent: 1, dropped: 2, stopped: false });
    expect(sent).toEqual([3]);
    expect(await waiting()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('404');
  });

  test('which statuses are final', () => {
    expect([400, 403, 404, 409, 410, 422].every(isFinalRejection)).toBe(true);
    expect([0, 200, 401, 408, 429, 500, 503].some(isFinalRejection)).toBe(false);
  });

  test("only the signed-in learner's writes are sent; another learner's wait for them", async () => {
    await enqueue(rating('ann', 1));
    await enqueue(rating('bob', 2));
    await enqueue(rating('ann', 3));
    const sent: number[] = [];
    await flushOutbox('ann', async (entry) => {
      expect(entry.user_id).toBe('ann');
      sent.push(items([entry])[0]!);
    });
    expect(sent).toEqual([1, 3]);
    expect(await waiting('bob')).toEqual([2]);
    expect(await pendingCount('ann')).toBe(0);
    expect(await pendingCount('bob', 'review')).toBe(1);
    expect(await pendingCount('bob', 'result')).toBe(0);
  });

  test('a flush asked for during a flush does not send twice, and picks up a write added meanwhile', async () => {
    await enqueue(rating('ann', 1));
    const sent: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = async (entry: OutboxEntry) => {
      const id = items([entry])[0]!;
      if (id === 1) await gate;
      sent.push(id);
    };
    const first = flushOutbox('ann', send);
    await enqueue(rating('ann', 2));
    const second = flushOutbox('ann', send);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(sent).toEqual([1, 2]);
  });

  test('an unsent write can be taken back by its key, only the learner’s own; listeners hear of each change', async () => {
    const heard = vi.fn();
    const unsubscribe = subscribeOutbox(heard);
    await enqueue(rating('ann', 1));
    await enqueue(rating('bob', 1));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(await withdraw('ann', 'question:1')).toBe(true);
    expect(await withdraw('ann', 'question:1')).toBe(false);
    expect(heard).toHaveBeenCalledTimes(3);
    expect(await waiting('ann')).toEqual([]);
    expect(await waiting('bob')).toEqual([1]);
    unsubscribe();
    await enqueue(rating('ann', 2));
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
