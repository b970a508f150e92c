import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, usecases, usecaseShares, users } from '../../db/tables';
import { notKidsLocked } from '../../auth/kids-lock';

/* What the previews of shared use cases and person pages show, read without a session. */

/** A shared use case's preview, or null for an unknown link. */
export async function sharedPreview(db: Db, slug: string) {
  const [row] = await db
    .select({ title: usecases.title, content: usecases.content, tags: usecases.tags, author_name: usecases.author_name })
    .from(usecaseShares)
    .innerJoin(usecases, eq(usecases.id, usecaseShares.usecase_id))
    .where(eq(usecaseShares.slug, slug));
  return row ?? null;
}

/** A person page's preview, or null for an unknown username or an account under Kids Lock (decision 021). */
export async function personPreview(db: Db, username: string) {
  const [row] = await db
    .select({ username: profiles.username, full_name: profiles.full_name, bio: profiles.bio })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.username, username), notKidsLocked(users.age)));
  return row ?? null;
}
