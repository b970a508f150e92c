/*
 * Answers kept in memory for a short while (decisions 014, 016, 026): at most `max` of them, the
 * oldest dropped first, each for at most `ttlMs`. A load that started before a `forget` is not
 * kept after it, so a read that raced a change cannot bring the old answer back.
 */

export interface MemoryCacheOptions<V> {
  max: number;
  ttlMs: number;
  /** whether answers may be kept and used now (e.g. while the database's announcements are heard) */
  trusted?: () => boolean;
  /** for answers of very different sizes: what one weighs (e.g. its bytes) and the most all kept may weigh */
  weight?: { of: (value: V) => number; max: number };
}

export interface KeepRules<V> {
  /** whether a kept answer serves this request (else it is loaded again and replaces it) */
  fits?: (value: V) => boolean;
  /** ms since the epoch after which the answer is wrong whatever happens, if sooner than the ttl */
  until?: (value: V) => number;
}

export function createMemoryCache<V>({ max, ttlMs, trusted = () => true, weight }: MemoryCacheOptions<V>) {
  const entries = new Map<string, { value: V; expires: number; weight: number }>();
  const maxWeight = weight?.max ?? Infinity;
  let kept = 0; // the weight of what is kept
  // bumped by every forget, so a load that started before one is not kept after it
  let generation = 0;

  /** The answer kept under key, or load()'s, kept unless something was forgotten meanwhile. A failed load is not kept. */
  async function get(key: string, load: () => Promise<V>, rules: KeepRules<V> = {}): Promise<V> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now && trusted() && (rules.fits?.(hit.value) ?? true)) return hit.value;
    const seen = generation;
    const value = await load();
    if (seen === generation) store(key, value, Math.min(now + ttlMs, rules.until?.(value) ?? Infinity));
    return value;
  }

  /** The answer kept under key, if it is still good; nothing is loaded. */
  function peek(key: string): V | undefined {
    const hit = entries.get(key);
    return hit && hit.expires > Date.now() && trusted() ? hit.value : undefined;
  }

  /** Keeps an answer the caller already has, as a load would have (the ttl, the bounds). */
  function keep(key: string, value: V) {
    store(key, value, Date.now() + ttlMs);
  }

  function store(key: string, value: V, expires: number) {
    const heavy = weight?.of(value) ?? 0;
    if (!trusted() || heavy > maxWeight) return;
    drop(key);
    // a Map iterates in insertion order: the first key is the oldest
    while (entries.size >= max || kept + heavy > maxWeight) drop(entries.keys().next().value!);
    entries.set(key, { value, expires, weight: heavy });
    kept += heavy;
  }

  function drop(key: string) {
    kept -= entries.get(key)?.weight ?? 0;
    entries.delete(key);
  }

  /** Forgets the answer under key, or every answer. */
  function forget(key?: string) {
    generation++;
    if (key !== undefined) return drop(key);
    entries.clear();
    kept = 0;
  }

  return { get, peek, keep, forget };
}

export type MemoryCache<V> = ReturnType<typeof createMemoryCache<V>>;
