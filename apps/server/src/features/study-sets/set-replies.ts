import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { contentCache } from '../../lib/cache';
import { sendJsonText } from '../../lib/json-text';
import type { ItemCounts } from './set-rows';

/*
 * What opening and studying a set answers (its page of items, its quiz, its cards), printed once per
 * version of the set, with an ETag of its text so a client that has it gets a 304: reading 100 items
 * and counting 5 000 cost each request some fifty times a `SELECT 1`. The key holds the set's version, read with the
 * set on every request (who may open it is decided before anything is served), so an edit is seen
 * at once on every instance; an admin's change to the catalogue's tables forgets everything too.
 * Bounded by bytes: one topic's cards can weigh half a megabyte. The item counts of My sets are
 * kept the same way, under the versions of all the learner's sets.
 */

/** The most the kept replies of one database may weigh, counted as two bytes a character. */
const SET_REPLIES_MAX_BYTES = 32 * 1024 * 1024;
const SET_REPLIES_MAX = 500;

/** A set as its replies are kept: its version changes with every write to it (study_sets.version). */
export interface SetVersion {
  id: number;
  version: number;
}

/** A reply as JSON text, and the ETag of that text. */
export interface SetReply {
  json: string;
  etag: string;
}

/** Kept for as long as the other answers derived from the catalogue (another instance's admin change shows within it). */
const SET_REPLIES_TTL_MS = 30_000;

// opening or studying a set reads every item of a page and counts them all: printed once per version
const replies = contentCache<SetReply>({
  max: SET_REPLIES_MAX,
  ttlMs: SET_REPLIES_TTL_MS,
  size: { of: (reply) => reply.json.length * 2, max: SET_REPLIES_MAX_BYTES },
});

// My sets shows every set's counts: counting a big set's items on each visit cost that list most of its time
const counts = contentCache<Map<number, ItemCounts>>({ max: 1000, ttlMs: SET_REPLIES_TTL_MS });

/** The reply `what` of this version of a set, or load()'s, printed once and kept. */
export function setReply(db: Db, set: SetVersion, what: string, load: () => Promise<unknown>): Promise<SetReply> {
  return replies(db).load(`${set.id} v${set.version} ${what}`, async () => {
    const json = JSON.stringify(await load());
    // weak: the bytes differ with the encoding @fastify/compress gives them
    return { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
  });
}

/** Sends a set's reply; @fastify/etag (registered with the routes) answers 304 when the client has it already. */
export const sendSetReply = (reply: FastifyReply, kept: SetReply) => sendJsonText(reply.header('etag', kept.etag), kept.json);

/** The item counts of these versions of sets (a learner's My sets), or count()'s. */
export function setCounts(db: Db, sets: SetVersion[], count: () => Promise<Map<number, ItemCounts>>): Promise<Map<number, ItemCounts>> {
  return counts(db).load(sets.map((set) => `${set.id} v${set.version}`).join(', '), count);
}
