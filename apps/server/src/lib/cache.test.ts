import { afterEach, expect, test, vi } from 'vitest';
import type { Db } from '../db/client';
import { contentCache, contentChanged, createCache } from './cache';

afterEach(() => {
  vi.useRealTimers();
});

const box = (v: string) => ({ v });

test('a value is kept for the ttl, and one load runs per key at a time', async () => {
  vi.useFakeTimers();
  const cache = createCache<{ v: string }>({ max: 10, ttlMs: 30_000 });
  const load = vi.fn(async () => box(`n${load.mock.calls.length}`));
  const [a, b] = await Promise.all([cache.load('k', load), cache.load('k', load)]);
  expect(a).toBe(b);
  expect(load).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(29_000);
  expect((await cache.load('k', load)).v).toBe('n1');
  vi.advanceTimersByTime(1_001);
  expect((await cache.load('k', load)).v).toBe('n2');
});

test('a delete or clear drops what is kept, and a load that raced it is not kept', async () => {
  const cache = createCache<{ v: string }>({ max: 10, ttlMs: 30_000 });
  await cache.load('a', async () => box('a1'));
  await cache.load('b', async () => box('b1'));
  cache.delete('a');
  expect((await cache.load('a', async () => box('a2'))).v).toBe('a2');
  expect((await cache.load('b', async () => box('b2'))).v).toBe('b1');
  cache.clear();
  expect((await cache.load('b', async () => box('b3'))).v).toBe('b3');

  for (const forget of [() => cache.delete('c'), () => cache.clear()]) {
    let release!: () => void;
    const slow = cache.load('c', () => new Promise((resolve) => (release = () => resolve(box('before the change')))));
    forget();
    release();
    expect((await slow).v).toBe('before the change');
    expect((await cache.load('c', async () => box('after the change'))).v).toBe('after the change');
    cache.clear();
  }
});

test('a failed load is not kept', async () => {
  const cache = createCache<{ v: string }>({ max: 10, ttlMs: 30_000 });
  await expect(cache.load('k', () => Promise.reject(new Error('403')))).rejects.toThrow('403');
  expect((await cache.load('k', async () => box('ok'))).v).toBe('ok');
});

test('at most max values are kept, and within their size: the least recently used go first', async () => {
  const byCount = createCache<{ v: string }>({ max: 2, ttlMs: 30_000 });
  for (const key of ['a', 'b', 'c']) await byCount.load(key, async () => box(`${key}1`));
  expect(byCount.has('a')).toBe(false);
  expect([...byCount.keys()].sort()).toEqual(['b', 'c']);

  const bySize = createCache<{ v: string }>({ max: 10, ttlMs: 30_000, size: { of: (x) => x.v.length, max: 10 } });
  for (const key of ['a', 'b']) await bySize.load(key, async () => box(key.repeat(4)));
  await bySize.load('c', async () => box('cccc')); // 12 > 10: a goes
  expect([...bySize.keys()].sort()).toEqual(['b', 'c']);
  expect((await bySize.load('huge', async () => box('x'.repeat(11)))).v).toHaveLength(11);
  expect(bySize.has('huge')).toBe(false);
});

test('content caches are per database and cleared by a change to that database only', async () => {
  const cacheOf = contentCache<{ v: string }>({ max: 10, ttlMs: 30_000 });
  const [db, other] = [{} as Db, {} as Db];
  await cacheOf(db).load('k', async () => box('db'));
  await cacheOf(other).load('k', async () => box('other'));
  contentChanged(db);
  expect((await cacheOf(db).load('k', async () => box('db again'))).v).toBe('db again');
  expect((await cacheOf(other).load('k', async () => box('no'))).v).toBe('other');
});
