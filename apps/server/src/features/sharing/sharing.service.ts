import { and, eq, sql } from 'drizzle-orm';
import type { SharedQuestionLink } from '@curio/core/learning';
import type { StudyMode } from '@curio/core/quiz-rules';
import type { Db } from '../../db/client';
import { categories, courses, questions, sharedLinks, topics } from '../../db/tables';
import { inCatalogue } from '../../lib/course-scope';

const QUESTION = 'question';

export interface SharedQuestion {
  id: number;
  category: string;
  course: string;
  topic: string;
}

/** The names a question's link is built from, or null when there is no such question. */
export async function findSharedQuestion(db: Db, questionId: number): Promise<SharedQuestion | null> {
  const [row] = await db
    .select({ id: questions.id, category: categories.name, course: courses.name, topic: topics.name })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.category_id))
    .innerJoin(courses, eq(courses.id, questions.course_id))
    .innerJoin(topics, eq(topics.id, questions.topic_id))
    .where(and(eq(questions.id, questionId), inCatalogue));
  return row ?? null;
}

/**
 * The deep link to a question: the quiz screen of its course and topic (docs/routes.md#screens-and-web-routes route
 * /category/{cat}/quiz/start with course, topic, mode and q), q being the question's id.
 */
export function questionLink(publicUrl: string, question: SharedQuestion, mode: StudyMode): string {
  const query = new URLSearchParams({ course: question.course, topic: question.topic, mode, q: String(question.id) });
  return `${publicUrl}/category/${encodeURIComponent(question.category)}/quiz/start?${query}`;
}

/**
 * Records a share (docs/routes.md#api: upsert on item_id and item_type). The first share creates the link
 * with share_count 1; every later one adds 1 in the same statement, so concurrent shares never
 * lose a count, and keeps the link first made (it is created once and reused).
 */
export async function recordShare(
  db: Db,
  share: { question: SharedQuestion; userId: string | null; mode: StudyMode; url: string },
): Promise<SharedQuestionLink> {
  const [row] = await db
    .insert(sharedLinks)
    .values({
      item_id: share.question.id,
      item_type: QUESTION,
      user_id: share.userId,
      category: share.question.category,
      mode: share.mode,
      url: share.url,
      share_count: 1,
    })
    .onConflictDoUpdate({
      target: [sharedLinks.item_id, sharedLinks.item_type],
      set: { share_count: sql`${sharedLinks.share_count} + 1`, updated_at: sql`now()` },
    })
    .returning({ url: sharedLinks.url, share_count: sharedLinks.share_count });
  return row!;
}
