import { and, count, desc, eq, sql } from 'drizzle-orm';
import { SAVED_USECASES_LIST_MAX } from '@curio/core/limits';
import type { NewSavedUseCase, SavedUseCase } from '@curio/core/saved-usecases';
import type { Db } from '../../db/client';
import { savedUsecases } from '../../db/tables';

/* Use cases a learner keeps from the theatre (docs/product.md#what-is-stored, docs/routes.md#api saved_usecases): unique per user and content. */

type SavedRow = typeof savedUsecases.$inferSelect;

const toSaved = (row: SavedRow): SavedUseCase => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * Saves a use case (docs/routes.md#api: upsert ignoring duplicates on user and content). Saving the same
 * content again answers the one already kept, under its first keyword.
 */
export async function saveUseCase(db: Db, userId: string, input: NewSavedUseCase): Promise<{ saved: SavedUseCase; created: boolean }> {
  // a concurrent delete can remove the row we conflicted with; one more round settles it
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await db
      .insert(savedUsecases)
      .values({ ...input, user_id: userId })
      .onConflictDoNothing()
      .returning();
    if (row) return { saved: toSaved(row), created: true };
    // the same expression as the unique index saved_usecases_user_content_uq, so the lookup uses it
    const [existing] = await db
      .select()
      .from(savedUsecases)
      .where(and(eq(savedUsecases.user_id, userId), sql`md5(${savedUsecases.content}) = md5(${input.content})`));
    if (existing) return { saved: toSaved(existing), created: false };
  }
  throw new Error('saved use case neither inserted nor found');
}

/** The learner's saved use cases, newest first. */
export async function listSavedUseCases(db: Db, userId: string): Promise<SavedUseCase[]> {
  const rows = await db
    .select()
    .from(savedUsecases)
    .where(eq(savedUsecases.user_id, userId))
    .orderBy(desc(savedUsecases.created_at), desc(savedUsecases.id))
    .limit(SAVED_USECASES_LIST_MAX);
  return rows.map(toSaved);
}

/** The main sidebar's Saved figure (docs/routes.md#api: a count-only select on saved_usecases by user). */
export async function countSavedUseCases(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedUsecases).where(eq(savedUsecases.user_id, userId));
  return row?.n ?? 0;
}

/** Deletes one of the learner's own saved use cases; false when there is no such one of theirs. */
export async function deleteSavedUseCase(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedUsecases)
    .where(and(eq(savedUsecases.id, id), eq(savedUsecases.user_id, userId)))
    .returning({ id: savedUsecases.id });
  return deleted.length > 0;
}
