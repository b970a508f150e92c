import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ContentGroup, ContentKind, DeleteByTopicQuery } from '@curio/core/catalogue';
import type { Db } from '../../db/client';
import { categories, courses, flashcards, modules, questions, topics } from '../../db/tables';
import { catalogueOrder, sameName } from '../../lib/course-scope';

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
    .groupBy(categories.id, courses.id, modules.id, topics.id)
    .orderBy(asc(categories.name), asc(courses.name), ...catalogueOrder(modules.order_index, modules.name), ...catalogueOrder(topics.order_index, topics.name));
}

/**
 * Deletes the content of a topic, named by course, topic and (for questions always, for flashcards
 * when given) module, in every category holding that course unless one is named. The lookup rows
 * stay: the catalogue outlives its content. Returns how many rows went.
 */
export async function deleteByTopic(db: Db, kind: ContentKind, query: DeleteByTopicQuery): Promise<number> {
  const table = contentTable[kind];
  const topicRows = await db
    .select({ id: topics.id })
    .from(topics)
    .innerJoin(modules, eq(modules.id, topics.module_id))
    .innerJoin(courses, eq(courses.id, modules.course_id))
    .innerJoin(categories, eq(categories.id, courses.category_id))
    .where(
      and(
        sameName(courses.name, query.course),
        sameName(topics.name, query.topic),
        query.module === undefined ? undefined : sameName(modules.name, query.module),
        query.category === undefined ? undefined : sameName(categories.name, query.category),
      ),
    );
  if (topicRows.length === 0) return 0;
  const deleted = await db
    .delete(table)
    .where(
      inArray(
        table.topic_id,
        topicRows.map((t) => t.id),
      ),
    )
    .returning({ id: table.id });
  return deleted.length;
}
