import { and, asc, eq, ne } from 'drizzle-orm';
import type { ProfileCard } from '@curio/core/people';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/tables';
import { notKidsLocked } from '../../auth/kids-lock';

/** Explore People: everyone's public profile but the caller's, by username; accounts under Kids Lock are never listed (decision 021). */
export async function listProfiles(db: Db, userId: string, limit: number): Promise<ProfileCard[]> {
  return db
    .select({ id: profiles.id, full_name: profiles.full_name, username: profiles.username, bio: profiles.bio, avatar_url: profiles.avatar_url })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(ne(profiles.id, userId), notKidsLocked(users.age)))
    .orderBy(asc(profiles.username), asc(profiles.id))
    .limit(limit);
}
