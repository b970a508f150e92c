import { contentChanged } from '../../lib/cache';
import { and, arrayContains, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Flashcard, FlashcardModules, FlashcardsQuery, FlashcardTopicsQuery } from '@curio/core/catalogue';
import { CATALOGUE_ROW_LIMIT } from '@curio/core/limits';
import { cleanNames, dedupeFlashcards } from '@curio/core/quiz-rules';
import type { Db } from '../../db/client';
import { flashcards, modules, subtopics, topics } from '../../db/tables';
import { catalogueOrder, findCourses, sameName } from '../../lib/course-scope';
import { asFlashcards, selectFlashcards, studyCards } from '../../lib/catalogue-items';

/** The study topic selector: modules with their topics that hold flashcards in the mode, in catalogue order. */
export async function flashcardTopics(db: Db, query: FlashcardTopicsQuery, age: unknown): Promise<FlashcardModules> {
  const scope = await findCourses(db, query, age);
  if (scope.length === 0) return [];
  const rows = await db
    .select({ module: modules.name, topic: topics.name })
    .from(topics)
    .innerJoin(modules, eq(modules.id, topics.module_id))
    .where(
      and(
        inArray(
          modules.course_id,
          scope.map((c) => c.id),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(flashcards)
            .where(and(eq(flashcards.topic_id, topics.id), arrayContains(flashcards.mode, [query.mode]))),
        ),
      ),
    )
    .orderBy(...catalogueOrder(modules.order_index, modules.name), ...catalogueOrder(topics.order_index, topics.name));
  const byModule = new Map<string, string[]>();
  for (const row of rows) {
    const names = byModule.get(row.module);
    if (names) names.push(row.topic);
    else byModule.set(row.module, [row.topic]);
  }
  return [...byModule].map(([module, names]) => ({ module, topics: cleanNames(names) }));
}

/**
 * A study session: the curious-mode flashcards matching every given filter (compared trimmed and
 * case-insensitively), in catalogue order, de-duplicated by concept.
 */
export async function listFlashcards(db: Db, query: FlashcardsQuery, age: unknown): Promise<Flashcard[]> {
  const scope = await findCourses(db, query, age);
  if (scope.length === 0) return [];
  const rows = await selectFlashcards(db)
    .where(
      and(
        inArray(
          flashcards.course_id,
          scope.map((c) => c.id),
        ),
        studyCards,
        query.module === undefined ? undefined : sameName(modules.name, query.module),
        query.topic === undefined ? undefined : sameName(topics.name, query.topic),
        query.subtopic === undefined ? undefined : sameName(subtopics.name, query.subtopic),
        query.tag === undefined ? undefined : sameName(sql`btrim(${flashcards.tag})`, query.tag),
      ),
    )
    .orderBy(...catalogueOrder(modules.order_index, modules.name), ...catalogueOrder(topics.order_index, topics.name), asc(flashcards.id))
    .limit(CATALOGUE_ROW_LIMIT);
  return dedupeFlashcards(asFlashcards(rows));
}

/** Admin: deletes one flashcard; false when there was none. */
export async function deleteFlashcard(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(flashcards).where(eq(flashcards.id, id)).returning({ id: flashcards.id });
  if (deleted.length > 0) contentChanged(db);
  return deleted.length > 0;
}
