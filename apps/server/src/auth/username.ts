import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { usernameCandidate } from '@curio/core/people';
import type { Db } from '../db/client';
import { profiles } from '../db/tables';

/*
 * Unique usernames. The unique index on profiles.username is the judge: a writer picks a free
 * name, and when a concurrent sign-up takes it first the write fails and the writer picks again.
 */

/** ada, ada_2 … ada_20 are tried in order; past that a random number keeps the search short. */
const NUMBERED_CANDIDATES = 20;
const RANDOM_SUFFIX_MAX = 100_000;

/** The first free name of base, base_2, …; a random base_N when those are taken or `random` is set. */
export async function freeUsername(db: Db, base: string, random = false): Promise<string> {
  if (!random) {
    const candidates = Array.from({ length: NUMBERED_CANDIDATES }, (_, i) => usernameCandidate(base, i + 1));
    const rows = await db.select({ username: profiles.username }).from(profiles).where(inArray(profiles.username, candidates));
    const taken = new Set(rows.map((row) => row.username));
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
  return usernameCandidate(base, randomInt(NUMBERED_CANDIDATES + 1, RANDOM_SUFFIX_MAX));
}
