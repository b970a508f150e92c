import { and, eq, ne, sql } from 'drizzle-orm';
import { FOLLOWING_MAX } from '@curio/core/limits';
import type { FollowStatus } from '@curio/core/people';
import type { Db } from '../../db/client';
import { follows, users } from '../../db/tables';
import { notKidsLocked } from '../../auth/kids-lock';

/*
 * Who follows whom (docs/routes.md#api follows). A follower count is counted, so it can never drift below
 * zero. An account under Kids Lock cannot be followed and is answered as unknown (decision 021).
 */

/** Whether the caller follows a user, and that user's follower count; null for an unknown user or one under Kids Lock. */
export async function followStatus(db: Db, followerId: string, followeeId: string): Promise<FollowStatus | null> {
  const [row] = await db
    .select({
      isFollowing: sql<boolean>`exists (select 1 from ${follows} where ${follows.follower_id} = ${followerId} and ${follows.followee_id} = ${users.id})`,
      followersCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followee_id} = ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.id, followeeId), notKidsLocked(users.age)));
  return row ?? null;
}

/**
 * Follows or unfollows a user (never oneself: the caller checks, the table refuses); a repeat
 * changes nothing. Null for an unknown user or one under Kids Lock; 'too_many' past FOLLOWING_MAX.
 */
export async function setFollow(db: Db, followerId: string, followeeId: string, following: boolean): Promise<FollowStatus | 'too_many' | null> {
  const outcome = await db.transaction(async (tx) => {
    // KEY SHARE: the followee cannot be deleted between this check and the insert
    const [followee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, followeeId), notKidsLocked(users.age)))
      .for('key share');
    if (!followee) return 'not_found';
    if (following) {
      // a repeat is no new follow; a new one past FOLLOWING_MAX is refused (it bounds what a Following page reads)
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(and(eq(follows.follower_id, followerId), ne(follows.followee_id, followeeId)));
      if (n >= FOLLOWING_MAX) return 'too_many';
      await tx.insert(follows).values({ follower_id: followerId, followee_id: followeeId }).onConflictDoNothing();
    } else {
      await tx.delete(follows).where(and(eq(follows.follower_id, followerId), eq(follows.followee_id, followeeId)));
    }
    return 'done';
  });
  if (outcome === 'not_found') return null;
  if (outcome === 'too_many') return outcome;
  return followStatus(db, followerId, followeeId);
}
