import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/*
 * The server's one kind of cache (decision 059): lru-cache, bounded by entries and optionally by
 * size, each entry for at most its ttl. `load` runs one loader per key at a time (lru-cache's fetch);
 * a delete or clear while it runs keeps its answer out of the cache (its callers still get it), so a
 * read that raced a change cannot bring the old answer back. A failed load is not kept.
 */

export interface CacheOptions<V> {
  max: number;
  ttlMs: number;
  /** for values of very different sizes: what one weighs (e.g. its bytes) and the most all kept may weigh */
  size?: { of: (value: V) => number; max: number };
}

export type Cache<V extends object> = LRUCache<string, V, () => Promise<V>> & {
  /** The value kept under key, or loader()'s, kept unless the key was deleted or the cache cleared meanwhile. */
  load(key: string, loader: () => Promise<V>): Promise<V>;
};

export function createCache<V extends object>({ max, ttlMs, size }: CacheOptions<V>): Cache<V> {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: ttlMs,
    ...(size && { maxSize: size.max, sizeCalculation: (value: V) => Math.max(1, size.of(value)) }),
    // Date's clock, which tests can move
    perf: Date,
    // an aborted load is one a delete or clear raced: its callers get its answer, the cache does not
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return Object.assign(cache, { load: async (key: string, loader: () => Promise<V>) => (await cache.fetch(key, { context: loader }))! });
}

/*
 * What the catalogue's content (courses, topics, questions, flashcards) derives, cached per database
 * (tests run several in one process) and cleared whenever that content changes: only an admin's
 * upload or deletion changes it. The instance that takes a change clears at once; other instances
 * (PostgreSQL behind a load balancer) see it within the cache's ttl.
 */

/** how to clear each content cache of a database */
const clearers = new WeakMap<Db, (() => void)[]>();

/** A cache per database of something derived from the catalogue's content, cleared by contentChanged. */
export function contentCache<V extends object>(options: CacheOptions<V>): (db: Db) => Cache<V> {
  const caches = new WeakMap<Db, Cache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      caches.set(db, (cache = createCache(options)));
      const created = cache;
      clearers.set(db, [...(clearers.get(db) ?? []), () => created.clear()]);
    }
    return cache;
  };
}

/** Call after any write to the catalogue, its questions or its flashcards, once it has committed. */
export function contentChanged(db: Db) {
  for (const clear of clearers.get(db) ?? []) clear();
}
