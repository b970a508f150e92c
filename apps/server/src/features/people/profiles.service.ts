import { and, asc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { PersonProfile, ProfileCard, ProfilesQuery } from '@curio/core/people';
import type { Db } from '../../db/client';
import { follows, profiles, users } from '../../db/tables';
import { notKidsLocked } from '../../auth/kids-lock';
import { prefixSearch } from '../../lib/prefix-search';

/*
 * People (docs/routes.md#screens-and-web-routes Explore People): profile cards and person pages, each with the caller's follow
 * status. Accounts under Kids Lock have neither and are never listed (decision 021).
 */

const cardColumns = (userId: string) => ({
  id: profiles.id,
  full_name: profiles.full_name,
  username: profiles.username,
  bio: profiles.bio,
  avatar_url: profiles.avatar_url,
  isFollowing: sql<boolean>`exists (select 1 from ${follows} where ${follows.follower_id} = ${userId} and ${follows.followee_id} = ${profiles.id})`,
  followersCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followee_id} = ${profiles.id})`,
});

/** The admin runs the site; nobody is suggested to follow them (ADMIN_EMAIL or profiles.is_admin). */
function notAdmin(adminEmail: string | undefined): SQL {
  return adminEmail ? sql`not ${profiles.is_admin} and lower(${users.email}) <> ${adminEmail}` : sql`not ${profiles.is_admin}`;
}

/**
 * Explore People: a page of everyone's public profile but the caller's and the admin's, by
 * username (keyset: after the last username of the page before), found by the words of their
 * name or username when q is given.
 */
export async function listProfiles(db: Db, userId: string, query: ProfilesQuery, adminEmail: string | undefined): Promise<ProfileCard[]> {
  const search = prefixSearch(query.q);
  return db
    .select(cardColumns(userId))
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        ne(profiles.id, userId),
        notKidsLocked(users.age),
        notAdmin(adminEmail),
        sql`${profiles.username} is not null`,
        search ? sql`${profiles.search} @@ to_tsquery('simple', ${search})` : undefined,
        query.after ? gt(profiles.username, query.after) : undefined,
      ),
    )
    .orderBy(asc(profiles.username))
    .limit(query.limit);
}

/** A person page's header by username, or null for an unknown username or an account under Kids Lock. */
export async function findPerson(db: Db, userId: string, username: string): Promise<PersonProfile | null> {
  const [row] = await db
    .select({
      ...cardColumns(userId),
      followingCount: sql<number>`(select count(*)::int from ${follows} where ${follows.follower_id} = ${profiles.id})`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.username, username), notKidsLocked(users.age)));
  return row ?? null;
}
