import { and, eq, sql } from 'drizzle-orm';
import type { FeedbackType, QuestionFeedbackCounts } from '@curio/core/learning';
import type { Db } from '../../db/client';
import { categories, questionFeedback, questions } from '../../db/tables';

const QUESTION = 'question';

/** The category name of a question (for Kids Lock), or null when there is no such question. */
export async function questionCategory(db: Db, questionId: number): Promise<string | null> {
  const [row] = await db
    .select({ category: categories.name })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.category_id))
    .where(eq(questions.id, questionId));
  return row?.category ?? null;
}

const countOf = (type: FeedbackType) => sql<number>`count(*) filter (where ${questionFeedback.feedback_type} = ${type})::int`;

/** Everyone's thumbs on a question, counted in one pass over its rows, and the viewer's own choice. */
export async function feedbackCounts(db: Db, questionId: number, viewerId: string): Promise<QuestionFeedbackCounts> {
  const [row] = await db
    .select({
      up: countOf('up'),
      down: countOf('down'),
      update: countOf('update'),
      mine: sql<FeedbackType | null>`max(${questionFeedback.feedback_type}) filter (where ${questionFeedback.user_id} = ${viewerId})`,
    })
    .from(questionFeedback)
    .where(and(eq(questionFeedback.item_id, questionId), eq(questionFeedback.item_type, QUESTION)));
  return { up: row?.up ?? 0, down: row?.down ?? 0, update: row?.update ?? 0, mine: row?.mine ?? null };
}

/**
 * The learner's single, changeable choice on a question (docs/product.md#states-and-transitions): an upsert on (user_id, item_id).
 * Picking the same type again changes nothing (docs/product.md#validation).
 */
export async function setFeedback(db: Db, userId: string, questionId: number, type: FeedbackType) {
  await db
    .insert(questionFeedback)
    .values({ user_id: userId, item_id: questionId, item_type: QUESTION, feedback_type: type })
    .onConflictDoUpdate({
      target: [questionFeedback.user_id, questionFeedback.item_id],
      set: { feedback_type: type, updated_at: sql`now()` },
      setWhere: sql`${questionFeedback.feedback_type} is distinct from ${type}`,
    });
}
