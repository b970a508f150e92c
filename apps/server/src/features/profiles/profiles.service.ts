import { asc, ne } from 'drizzle-orm';
import type { ProfileCard } from '@curio/core/people';
import type { Db } from '../../db/client';
import { profiles } from '../../db/tables';

/** Explore People: everyone's public profile but the caller's, by username. */
export async function listProfiles(db: Db, userId: string, limit: number): Promise<ProfileCard[]> {
  return db
    .select({ id: profiles.id, full_name: profiles.full_name, username: profiles.username, bio: profiles.bio, avatar_url: profiles.avatar_url })
    .from(profiles)
    .where(ne(profiles.id, userId))
    .orderBy(asc(profiles.username), asc(profiles.id))
    .limit(limit);
}
