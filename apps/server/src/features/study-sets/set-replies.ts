import type { Db } from '../../db/client';
import { CONTENT_CACHE_TTL_MS, contentDerivedCache } from '../../lib/content-cache';
import { sharedJson, type SharedJson } from '../../lib/json-text';
import type { ItemCounts } from './set-rows';

/*
 * What opening and studying a set answers (its page of items, its quiz, its cards), printed and
 * compressed once per version of the set: reading 100 items, counting 5 000 and compressing the page
 * cost each request some fifty times a `SELECT 1`. The key holds the set's version, read with the
 * set on every request (who may open it is decided before anything is served), so an edit is seen
 * at once on every instance; an admin's change to the catalogue's tables forgets everything too.
 * Bounded by bytes: one topic's cards can weigh half a megabyte. The item counts of My sets are
 * kept the same way, under the versions of all the learner's sets.
 */

/** The most the kept replies of one database may weigh, counted as two bytes a character. */
export const SET_REPLIES_MAX_BYTES = 32 * 1024 * 1024;
const SET_REPLIES_MAX = 500;

/** A set as its replies are kept: its version changes with every write to it (study_sets.version). */
export interface SetVersion {
  id: number;
  version: number;
}

const replies = contentDerivedCache<SharedJson>({
  max: SET_REPLIES_MAX,
  ttlMs: CONTENT_CACHE_TTL_MS,
  weight: { of: (reply) => reply.json.length * 2, max: SET_REPLIES_MAX_BYTES },
});

// My sets shows every set's counts: counting a big set's items on each visit cost that list most of its time
const counts = contentDerivedCache<Map<number, ItemCounts>>({ max: 1000, ttlMs: CONTENT_CACHE_TTL_MS });

/** The reply `what` of this version of a set, or load()'s, printed once and kept. */
export function setReply(db: Db, set: SetVersion, what: string, load: () => Promise<unknown>): Promise<SharedJson> {
  return replies(db).get(`${set.id} v${set.version} ${what}`, async () => sharedJson(await load()));
}

/** The item counts of these versions of sets (a learner's My sets), or count()'s. */
export function setCounts(db: Db, sets: SetVersion[], count: () => Promise<Map<number, ItemCounts>>): Promise<Map<number, ItemCounts>> {
  return counts(db).get(sets.map((set) => `${set.id} v${set.version}`).join(', '), count);
}
