import type { Db } from '../db/client';

/*
 * Quizzes are read far more often than the catalogue changes (only an admin's upload or deletion
 * changes it), and on PGlite reading one costs several times a `SELECT 1`. Answers are kept in
 * memory per database for a short while. The instance that takes a change forgets everything at
 * once; other instances (PostgreSQL behind a load balancer) see it within CONTENT_CACHE_TTL_MS.
 */

export const CONTENT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

interface Cache {
  /** bumped by every change, so a read that started before one is not kept after it */
  generation: number;
  entries: Map<string, { value: unknown; expires: number }>;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { generation: 0, entries: new Map() }));
  return cache;
}

/** The cached answer for key, or load()'s, kept for CONTENT_CACHE_TTL_MS. A failed load is not kept. */
export async function cachedContent<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const generation = cache.generation;
  const value = await load();
  if (cache.generation === generation) {
    cache.entries.delete(key);
    // a Map iterates in insertion order: the first key is the oldest
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
    cache.entries.set(key, { value, expires: Date.now() + CONTENT_CACHE_TTL_MS });
  }
  return value;
}

/** Call after any write to the catalogue or its questions, once it has committed. */
export function contentChanged(db: Db) {
  const cache = cacheOf(db);
  cache.generation++;
  cache.entries.clear();
}
