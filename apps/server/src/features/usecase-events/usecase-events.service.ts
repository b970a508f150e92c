import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows, usecaseLikes, usecases } from '../../db/tables';
import { recordColumns, toRecord, type UseCaseRecord } from '../green-feed';

/** A use case whose change came without its row (too big for a NOTIFY); null once it is gone. */
export async function findUseCaseRecord(db: Db, id: string): Promise<UseCaseRecord | null> {
  const [row] = await db.select(recordColumns).from(usecases).where(eq(usecases.id, id));
  return row ? toRecord(row) : null;
}

/** Which of these users like the use case: each receiver of an update gets its own liked_by_me. */
export async function likersAmong(db: Db, usecaseId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ user_id: usecaseLikes.user_id })
    .from(usecaseLikes)
    .where(and(eq(usecaseLikes.usecase_id, usecaseId), inArray(usecaseLikes.user_id, userIds)));
  return new Set(rows.map((row) => row.user_id));
}

/** Which of these users follow the author: their Following tab takes the author's new use case. */
export async function followersAmong(db: Db, authorId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ follower_id: follows.follower_id })
    .from(follows)
    .where(and(eq(follows.followee_id, authorId), inArray(follows.follower_id, userIds)));
  return new Set(rows.map((row) => row.follower_id));
}
