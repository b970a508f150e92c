import { and, eq, sql } from 'drizzle-orm';
import type { Bookmark, BookmarkContent, BookmarkExistsQuery, NewBookmarkData } from '@curio/core/learning';
import { BOOKMARKS_LIST_MAX } from '@curio/core/learning';
import type { Db } from '../../db/client';
import { bookmarks, categories, courses, flashcards, modules, topics } from '../../db/tables';
import { studyCards } from '../../lib/catalogue-items';
import { assertCategoryAllowed, sameName } from '../../lib/course-scope';
import { addNewItems } from '../../lib/review-items';

type BookmarkRow = typeof bookmarks.$inferSelect;

// the same expressions as the unique index bookmarks_user_card_uq, so lookups use it
const conceptOf = sql`(${bookmarks.content}->>'concept')`;
const moduleKey = sql`coalesce(${bookmarks.module}, '')`;
// the index keeps createdat "desc nulls last"; ordering the same way reads it without a sort
const newestFirst = sql`${bookmarks.createdat} desc nulls last`;

function toBookmark(row: BookmarkRow): Bookmark {
  return { ...row, content: row.content as BookmarkContent, createdat: row.createdat.toISOString() };
}

/** The learner's bookmarks, newest first, optionally in one category. */
export async function listBookmarks(db: Db, userId: string, category?: string): Promise<Bookmark[]> {
  const rows = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.user_id, userId), category === undefined ? undefined : eq(bookmarks.category, category)))
    .orderBy(newestFirst)
    .limit(BOOKMARKS_LIST_MAX);
  return rows.map(toBookmark);
}

/** The spec's existence check: the learner's bookmark of this card (category, module, concept), if any. */
export async function findBookmark(db: Db, userId: string, card: BookmarkExistsQuery): Promise<Bookmark | null> {
  const [row] = await db
    .select()
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.user_id, userId),
        eq(bookmarks.category, card.category),
        sql`${moduleKey} = ${card.module ?? ''}`,
        sql`${conceptOf} = ${card.concept}`,
      ),
    )
    .limit(1);
  return row ? toBookmark(row) : null;
}

/**
 * Bookmarks a card. Bookmarking is idempotent: a card the learner already bookmarked (same
 * category, module and concept: the unique index) is answered with the existing bookmark.
 */
export async function createBookmark(db: Db, userId: string, input: NewBookmarkData): Promise<{ bookmark: Bookmark; created: boolean }> {
  const card = { category: input.category, module: input.module, concept: input.content.concept };
  // a concurrent delete can remove the row we conflicted with; one more round settles it
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await db
      .insert(bookmarks)
      .values({ ...input, user_id: userId })
      .onConflictDoNothing()
      .returning();
    if (row) return { bookmark: toBookmark(row), created: true };
    const existing = await findBookmark(db, userId, card);
    if (existing) return { bookmark: existing, created: false };
  }
  throw new Error('bookmark neither inserted nor found');
}

/** Deletes one of the learner's own bookmarks; false when there is no such bookmark of theirs. */
export async function deleteBookmark(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.user_id, userId)))
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}

/** Admin: deletes every user's bookmarks of one concept (docs/product.md#roles-and-permissions); answers how many went. */
export async function deleteBookmarksByConcept(db: Db, concept: string): Promise<number> {
  const deleted = await db.delete(bookmarks).where(sql`${conceptOf} = ${concept}`).returning({ id: bookmarks.id });
  return deleted.length;
}

/**
 * "Add to my review": the catalogue flashcard a bookmark keeps (same category, course, module,
 * topic and concept) enters the learner's model as a new card. The number added (0: already
 * there), or null when the bookmark is not the learner's or the card is gone from the catalogue.
 */
export async function addBookmarkToReview(db: Db, learner: { id: string; age?: unknown }, id: string): Promise<number | null> {
  const userId = learner.id;
  const [kept] = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.user_id, userId)));
  if (!kept) return null;
  assertCategoryAllowed(learner.age, kept.category);
  const { concept } = kept.content as BookmarkContent;
  const [card] = await db
    .select({ id: flashcards.id })
    .from(flashcards)
    .innerJoin(categories, eq(categories.id, flashcards.category_id))
    .innerJoin(courses, eq(courses.id, flashcards.course_id))
    .innerJoin(modules, eq(modules.id, flashcards.module_id))
    .innerJoin(topics, eq(topics.id, flashcards.topic_id))
    .where(
      and(
        sameName(categories.name, kept.category),
        sameName(courses.name, kept.course),
        kept.module === null ? undefined : sameName(modules.name, kept.module),
        kept.topic === null ? undefined : sameName(topics.name, kept.topic),
        sql`btrim(${flashcards.concept}) = ${concept.trim()}`,
        studyCards,
      ),
    )
    .orderBy(flashcards.id)
    .limit(1);
  if (!card) return null;
  return addNewItems(db, userId, 'flashcard', [card.id]);
}
