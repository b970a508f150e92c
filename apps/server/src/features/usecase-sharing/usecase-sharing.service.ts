import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SharedUseCase } from '@curio/core/usecases';
import { summaryOf } from '@curio/core/usecases';
import type { Db } from '../../db/client';
import { usecases, usecaseShares } from '../../db/tables';
import { visibleTo } from '../green-feed';

/*
 * Share links of published use cases (/s/{slug}): one per use case, made on the first share and
 * reused. A link opens without sign-in, so whoever holds it reads the use case.
 */

/** 128 random bits: a slug cannot be guessed, so unshared use cases stay out of reach. */
const SLUG_BYTES = 16;

/**
 * The slug of a use case the caller may share, or null. Its author may share it, public or not
 * (a link to a private use case is theirs to hand out); anyone may share a public one, guests too.
 */
export async function shareSlug(db: Db, userId: string | null, usecaseId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    // KEY SHARE: the use case cannot be deleted before its link is written
    const [target] = await tx
      .select({ id: usecases.id })
      .from(usecases)
      .where(and(eq(usecases.id, usecaseId), userId ? visibleTo(userId) : sql`${usecases.is_public}`))
      .for('key share');
    if (!target) return null;
    // the link may exist already, or a concurrent share may write it first: then that one is used
    for (let attempt = 0; attempt < 2; attempt++) {
      const [created] = await tx
        .insert(usecaseShares)
        .values({ usecase_id: usecaseId, slug: randomBytes(SLUG_BYTES).toString('base64url'), created_by: userId })
        .onConflictDoNothing()
        .returning({ slug: usecaseShares.slug });
      if (created) return created.slug;
      const [existing] = await tx.select({ slug: usecaseShares.slug }).from(usecaseShares).where(eq(usecaseShares.usecase_id, usecaseId));
      if (existing) return existing.slug;
    }
    throw new Error('share link neither created nor found');
  });
}

/** What the public share page shows, or null for an unknown slug. */
export async function findSharedUseCase(db: Db, slug: string): Promise<SharedUseCase['usecase'] | null> {
  const [row] = await db
    .select({ title: usecases.title, summary: usecases.summary, content: usecases.content, tags: usecases.tags })
    .from(usecaseShares)
    .innerJoin(usecases, eq(usecases.id, usecaseShares.usecase_id))
    .where(eq(usecaseShares.slug, slug));
  return row ? { ...row, summary: row.summary ?? summaryOf(row.content) } : null;
}
