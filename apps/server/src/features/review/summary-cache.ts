import type { ReviewSummary } from '@curio/core/review';
import type { Db } from '../../db/client';
import { contentCache } from '../../lib/cache';

/*
 * The review summary is asked for on every page a learner opens (the navigation's due badge), and
 * on PGlite its statement costs several times a `SELECT 1`. So it is kept in memory per learner
 * (decision 026) until whichever comes first: REVIEW_SUMMARY_TTL_MS, the learner's next midnight
 * (the day it counts ends), a write by the learner (any request of theirs that is not a read —
 * rating, quiz result, bookmark, settings; see forgetLearner), or a catalogue change (an admin's
 * upload or deletion removes review items of everyone). Another instance's writes show within the
 * TTL, as for quizzes (decision 014).
 */

const REVIEW_SUMMARY_TTL_MS = 30_000;
/** Learners whose summary is kept at once, above the active learners of a large instance. */
const REVIEW_SUMMARY_CACHE_MAX = 20_000;

interface Kept {
  summary: ReviewSummary;
  tz: string;
  locked: boolean;
  /** the end of the learner's day, ms since the epoch */
  tomorrow: number;
}

const cacheOf = contentCache<Kept>({ max: REVIEW_SUMMARY_CACHE_MAX, ttlMs: REVIEW_SUMMARY_TTL_MS });

/** The learner's summary for their time zone and Kids Lock, or load()'s, kept as above. */
export async function cachedSummary(db: Db, userId: string, variant: { tz: string; locked: boolean }, load: () => Promise<Kept>): Promise<ReviewSummary> {
  const fits = (k: Kept | undefined): k is Kept => !!k && k.tz === variant.tz && k.locked === variant.locked && Date.now() < k.tomorrow;
  const cache = cacheOf(db);
  const kept = cache.get(userId);
  if (fits(kept)) return kept.summary;
  // a kept summary of another variant or day is replaced; a load of another variant already running is not used
  if (kept) cache.delete(userId);
  const loaded = await cache.load(userId, load);
  return fits(loaded) ? loaded.summary : (await load()).summary;
}

/** The learner changed something (after it committed): their next summary is read afresh. */
export const forgetLearner = (db: Db, userId: string) => cacheOf(db).delete(userId);
