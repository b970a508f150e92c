import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { ContentGroup, ContentKind, DeleteByTopicQuery } from '@curio/core/catalogue';
import type { Db } from '../../db/client';
import { categories, courses, flashcards, modules, questions, topics } from '../../db/tables';
import { catalogueOrder, inCatalogue, sameName } from '../../lib/course-scope';
import { contentChanged } from '../../lib/cache';
import { lockContent } from './content-lock';

const contentTable = { questions, flashcards } as const;

/** The delete-by-topic pages: every topic holding content of this kind, with its count, in catalogue order. */
export async function contentGroups(db: Db, kind: ContentKind): Promise<ContentGroup[]> {
  const table = contentTable[kind];
  return db
    .select({ category: categories.name, course: courses.name, module: modules.name, topic: topics.name, count: count() })
    .from(table)
    .innerJoin(topics, eq(topics.id, table.topic_id))
    .innerJoin(modules, eq(modules.id, topics.module_id))
    .innerJoin(courses, eq(courses.id, modules.course_id))
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .where(inCatalogue)
    .groupBy(categories.id, courses.id, modules.id, topics.id)
    .orderBy(asc(categories.name), asc(courses.name), ...catalogueOrder(modules.order_index, modules.name), ...catalogueOrder(topics.order_index, topics.name));
}

/**
 * Deletes the content of a topic, named by course, topic and (for questions always, for flashcards
 * when given) module, in every category holding that course unless one is named. In the same
 * transaction the lookup rows it leaves empty go, so the catalogue and selectors stop offering
 * them. Returns how many rows went.
 */
export async function deleteByTopic(db: Db, kind: ContentKind, query: DeleteByTopicQuery): Promise<number> {
  const table = contentTable[kind];
  const removed = await db.transaction(async (tx) => {
    await lockContent(tx);
    const topicRows = await tx
      .select({ id: topics.id })
      .from(topics)
      .innerJoin(modules, eq(modules.id, topics.module_id))
      .innerJoin(courses, eq(courses.id, modules.course_id))
      .innerJoin(categories, eq(categories.id, courses.category_id))
      .where(
        and(
          inCatalogue,
          sameName(courses.name, query.course),
          sameName(topics.name, query.topic),
          query.module === undefined ? undefined : sameName(modules.name, query.module),
          query.category === undefined ? undefined : sameName(categories.name, query.category),
        ),
      );
    if (topicRows.length === 0) return 0;
    const topicIds = topicRows.map((t) => t.id);
    const deleted = await tx.delete(table).where(inArray(table.topic_id, topicIds)).returning({ id: table.id });
    await removeEmptyLookups(tx, topicIds);
    return deleted.length;
  });
  contentChanged(db);
  return removed;
}

/**
 * Of these topics, removes those no question or flashcard references any more (their subtopics
 * go with them, on delete cascade), then their modules when no topic is left in them, then their
 * catalogue courses when no module is left (a course that opens to nothing is a dead end).
 * Categories are kept: the category list is the site's own.
 */
async function removeEmptyLookups(tx: Db, topicIds: number[]): Promise<void> {
  const unused = (content: typeof questions | typeof flashcards) =>
    notExists(tx.select({ one: sql`1` }).from(content).where(eq(content.topic_id, topics.id)));
  const removed = await tx
    .delete(topics)
    .where(and(inArray(topics.id, topicIds), unused(questions), unused(flashcards)))
    .returning({ moduleId: topics.module_id });
  const moduleIds = [...new Set(removed.map((t) => t.moduleId))];
  if (moduleIds.length === 0) return;
  const emptied = await tx
    .delete(modules)
    .where(and(inArray(modules.id, moduleIds), notExists(tx.select({ one: sql`1` }).from(topics).where(eq(topics.module_id, modules.id)))))
    .returning({ courseId: modules.course_id });
  const courseIds = [...new Set(emptied.map((m) => m.courseId))];
  if (courseIds.length === 0) return;
  await tx
    .delete(courses)
    .where(and(inArray(courses.id, courseIds), inCatalogue, notExists(tx.select({ one: sql`1` }).from(modules).where(eq(modules.course_id, courses.id)))));
}
