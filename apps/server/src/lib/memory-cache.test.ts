import { afterEach, expect, test, vi } from 'vitest';
import { createMemoryCache } from './memory-cache';

afterEach(() => {
  vi.useRealTimers();
});

test('an answer is kept for the ttl, or until the time it names if sooner', async () => {
  vi.useFakeTimers();
  const cache = createMemoryCache<{ n: number; until: number }>({ max: 10, ttlMs: 30_000 });
  let n = 0;
  const load = async () => ({ n: ++n, until: Date.now() + 10_000 });
  const get = (key: string, until = false) => cache.get(key, load, until ? { until: (v) => v.until } : {});

  expect((await get('ttl')).n).toBe(1);
  expect((await get('until', true)).n).toBe(2);
  vi.advanceTimersByTime(10_001);
  expect((await get('ttl')).n).toBe(1);
  expect((await get('until', true)).n).toBe(3);
  vi.advanceTimersByTime(20_000);
  expect((await get('ttl')).n).toBe(4);
});

test('an answer that does not fit the request is loaded again and replaces the kept one', async () => {
  const cache = createMemoryCache<string>({ max: 10, ttlMs: 30_000 });
  expect(await cache.get('u1', async () => 'UTC')).toBe('UTC');
  expect(await cache.get('u1', async () => 'Berlin', { fits: (v) => v === 'Berlin' })).toBe('Berlin');
  expect(await cache.get('u1', async () => 'loaded again', { fits: (v) => v === 'Berlin' })).toBe('Berlin');
});

test('forget drops one key or all, and a load that raced it is not kept', async () => {
  const cache = createMemoryCache<string>({ max: 10, ttlMs: 30_000 });
  await cache.get('a', async () => 'a1');
  await cache.get('b', async () => 'b1');
  cache.forget('a');
  expect(await cache.get('a', async () => 'a2')).toBe('a2');
  expect(await cache.get('b', async () => 'b2')).toBe('b1');
  cache.forget();
  expect(await cache.get('b', async () => 'b3')).toBe('b3');

  let release!: () => void;
  const slow = cache.get('c', () => new Promise<string>((resolve) => (release = () => resolve('before the change'))));
  cache.forget('c');
  release();
  expect(await slow).toBe('before the change');
  expect(await cache.get('c', async () => 'after the change')).toBe('after the change');
});

test('at most max answers are kept, the oldest dropped first; nothing is kept while untrusted', async () => {
  let trusted = true;
  const cache = createMemoryCache<string>({ max: 2, ttlMs: 30_000, trusted: () => trusted });
  for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `${key}1`);
  expect(await cache.get('a', async () => 'a2')).toBe('a2');
  expect(await cache.get('c', async () => 'c2')).toBe('c1');

  trusted = false;
  expect(await cache.get('c', async () => 'c3')).toBe('c3');
  await cache.get('d', async () => 'd1');
  trusted = true;
  expect(await cache.get('d', async () => 'd2')).toBe('d2');
});

test('answers are kept within their weight: the oldest go first, one heavier than all is not kept', async () => {
  const cache = createMemoryCache<string>({ max: 10, ttlMs: 30_000, weight: { of: (v) => v.length, max: 10 } });
  const kept = async (key: string, value: string) => (await cache.get(key, async () => value), (await cache.get(key, async () => 'loaded again')) === value);
  expect(await kept('a', 'aaaa')).toBe(true);
  expect(await kept('b', 'bbbb')).toBe(true);
  expect(await kept('c', 'cccc')).toBe(true); // 12 > 10: a goes
  expect(await cache.get('a', async () => 'aaa')).toBe('aaa'); // 4 + 4 + 3 > 10: b goes
  expect(await cache.get('c', async () => 'no')).toBe('cccc');
  expect(await cache.get('b', async () => 'b again')).toBe('b again');
  expect(await kept('huge', 'x'.repeat(11))).toBe(false);
  cache.forget();
  expect(await kept('d', 'x'.repeat(10))).toBe(true);
});

test('peek reads what is kept without loading; keep stores an answer already at hand, within the bounds', async () => {
  vi.useFakeTimers();
  const cache = createMemoryCache<string>({ max: 2, ttlMs: 1000 });
  expect(cache.peek('a')).toBeUndefined();
  cache.keep('a', 'a1');
  cache.keep('b', 'b1');
  expect(cache.peek('a')).toBe('a1');
  cache.keep('c', 'c1'); // max 2: a goes
  expect(cache.peek('a')).toBeUndefined();
  expect(await cache.get('b', async () => 'loaded')).toBe('b1');
  vi.advanceTimersByTime(1001);
  expect(cache.peek('c')).toBeUndefined();
});
