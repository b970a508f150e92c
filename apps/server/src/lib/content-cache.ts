import type { Db } from '../db/client';
import { createMemoryCache, type MemoryCache, type MemoryCacheOptions } from './memory-cache';

/*
 * Quizzes are read far more often than the catalogue changes (only an admin's upload or deletion
 * changes it), and on PGlite reading one costs several times a `SELECT 1`. Answers are kept in
 * memory per database for a short while. The instance that takes a change forgets everything at
 * once; other instances (PostgreSQL behind a load balancer) see it within CONTENT_CACHE_TTL_MS.
 */

export const CONTENT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

interface Content {
  answers: MemoryCache<unknown>;
  /** what else keeps answers that a catalogue change makes wrong */
  listeners: Set<() => void>;
}

const contents = new WeakMap<Db, Content>();

function contentOf(db: Db): Content {
  let content = contents.get(db);
  if (!content) contents.set(db, (content = { answers: createMemoryCache({ max: MAX_ENTRIES, ttlMs: CONTENT_CACHE_TTL_MS }), listeners: new Set() }));
  return content;
}

/** The cached answer for key, or load()'s, kept for CONTENT_CACHE_TTL_MS. A failed load is not kept. */
export function cachedContent<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return contentOf(db).answers.get(key, load) as Promise<T>;
}

/** Call after any write to the catalogue, its questions or its flashcards, once it has committed. */
export function contentChanged(db: Db) {
  const content = contentOf(db);
  content.answers.forget();
  for (const listener of content.listeners) listener();
}

/** Runs listener after every contentChanged(db); returns the unsubscribe. */
export function onContentChanged(db: Db, listener: () => void): () => void {
  const { listeners } = contentOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A cache of something derived from the catalogue's content, one per database (tests run several
 * in one process), forgotten whenever that content changes.
 */
export function contentDerivedCache<V>(options: MemoryCacheOptions<V>): (db: Db) => MemoryCache<V> {
  const caches = new WeakMap<Db, MemoryCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      const created = createMemoryCache<V>(options);
      onContentChanged(db, () => created.forget());
      caches.set(db, (cache = created));
    }
    return cache;
  };
}
