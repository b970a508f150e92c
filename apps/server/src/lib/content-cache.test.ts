import { afterEach, expect, test, vi } from 'vitest';
import type { Db } from '../db/client';
import { cachedContent, CONTENT_CACHE_TTL_MS, contentChanged } from './content-cache';

const newDb = () => ({}) as Db;

afterEach(() => {
  vi.useRealTimers();
});

test('an answer is kept for its lifetime, per database', async () => {
  vi.useFakeTimers();
  const [db, other] = [newDb(), newDb()];
  const load = vi.fn(async () => ['q1']);

  expect(await cachedContent(db, 'k', load)).toEqual(['q1']);
  expect(await cachedContent(db, 'k', load)).toEqual(['q1']);
  expect(load).toHaveBeenCalledTimes(1);
  await cachedContent(other, 'k', load);
  expect(load).toHaveBeenCalledTimes(2);

  vi.advanceTimersByTime(CONTENT_CACHE_TTL_MS + 1);
  await cachedContent(db, 'k', load);
  expect(load).toHaveBeenCalledTimes(3);
});

test('a change forgets every answer, and a read that raced it is not kept', async () => {
  const db = newDb();
  await cachedContent(db, 'k', async () => 'old');
  contentChanged(db);
  expect(await cachedContent(db, 'k', async () => 'new')).toBe('new');

  let release!: () => void;
  const slow = cachedContent(db, 'raced', () => new Promise<string>((resolve) => (release = () => resolve('before the change'))));
  contentChanged(db);
  release();
  expect(await slow).toBe('before the change');
  expect(await cachedContent(db, 'raced', async () => 'after the change')).toBe('after the change');
});

test('a failed read is not kept', async () => {
  const db = newDb();
  await expect(cachedContent(db, 'k', () => Promise.reject(new Error('403')))).rejects.toThrow('403');
  expect(await cachedContent(db, 'k', async () => 'ok')).toBe('ok');
});
