import { and, desc, eq } from 'drizzle-orm';
import { USECASE_NOTES_LIST_MAX } from '@curio/core/limits';
import type { NewUseCaseNote, UseCaseNote } from '@curio/core/usecase-notes';
import type { Db } from '../../db/client';
import { usecaseNotes } from '../../db/tables';

/* A learner's notes on generated use cases (docs/product.md#what-is-stored, docs/routes.md#api usecase_notes). */

type NoteRow = typeof usecaseNotes.$inferSelect;

const toNote = (row: NoteRow): UseCaseNote => ({ ...row, created_at: row.created_at.toISOString() });

export async function createNote(db: Db, userId: string, input: NewUseCaseNote): Promise<UseCaseNote> {
  const [row] = await db
    .insert(usecaseNotes)
    .values({ ...input, user_id: userId })
    .returning();
  return toNote(row!);
}

/** The learner's notes, newest first, optionally for one keyword. */
export async function listNotes(db: Db, userId: string, keyword?: string): Promise<UseCaseNote[]> {
  const rows = await db
    .select()
    .from(usecaseNotes)
    .where(and(eq(usecaseNotes.user_id, userId), keyword === undefined ? undefined : eq(usecaseNotes.keyword, keyword)))
    .orderBy(desc(usecaseNotes.created_at), desc(usecaseNotes.id))
    .limit(USECASE_NOTES_LIST_MAX);
  return rows.map(toNote);
}

/** Deletes one of the learner's own notes; false when there is no such note of theirs. */
export async function deleteNote(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(usecaseNotes)
    .where(and(eq(usecaseNotes.id, id), eq(usecaseNotes.user_id, userId)))
    .returning({ id: usecaseNotes.id });
  return deleted.length > 0;
}
