import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { QuizQuestion } from '@curio/core/catalogue';
import { QUIZ_MAX_QUESTIONS } from '@curio/core/limits';
import type { RatingValue, ReviewItemType } from '@curio/core/review-rules';
import { type CardState, newCard, rate } from '@curio/core/review-schedule';
import type { Db } from '../db/client';
import { categories, courses, flashcards, questions, reviewItems, reviewLog, topics } from '../db/tables';
import { asQuizQuestions, kidsCategory, selectQuizQuestions } from './catalogue-items';
import { findCourses, sameName } from './course-scope';

/*
 * Writing the memory model (decision 025), shared by the features that feed it: the review (a
 * rating), results (quiz answers), flashcards and bookmarks ("Add to my review"); and the
 * review's "my mistakes in this topic", which the review counts and attempts ask.
 */

export type ReviewItemRow = typeof reviewItems.$inferSelect;

/** The category of an item's question or flashcard (through the generated foreign keys). */
const itemCategory = sql`coalesce(
  (select ${questions.category_id} from ${questions} where ${questions.id} = ${reviewItems.question_id}),
  (select ${flashcards.category_id} from ${flashcards} where ${flashcards.id} = ${reviewItems.flashcard_id}))`;

/** The course of an item's question or flashcard. */
const itemCourse = sql`coalesce(
  (select ${questions.course_id} from ${questions} where ${questions.id} = ${reviewItems.question_id}),
  (select ${flashcards.course_id} from ${flashcards} where ${flashcards.id} = ${reviewItems.flashcard_id}))`;

/** Kids Lock on review_items: only items of the categories a locked learner may open, and of their own study sets. */
export const openToKids = sql`(exists (select 1 from ${categories} where ${categories.id} = ${itemCategory} and ${kidsCategory(categories.name)})
  or exists (select 1 from ${courses} where ${courses.id} = ${itemCourse} and ${courses.owner_id} = ${reviewItems.user_id}))`;

/** The columns of review_items that hold the FSRS card. */
export const CARD_COLUMNS = ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'] as const;

/** The FSRS card state of an item row (or of anything with its columns). */
export function cardOf(row: CardState): CardState {
  const { due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review } = row;
  return { due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review };
}

/** The columns of a log row that remember the card before its rating. */
export function stateBefore(card: CardState | null) {
  return card
    ? { state_before: card.state, due_before: card.due, stability_before: card.stability, difficulty_before: card.difficulty }
    : { state_before: 0, due_before: null, stability_before: null, difficulty_before: null };
}

/** Adds these items to a learner's model as new cards due at once; those already in it are left alone. The count added. */
export async function addNewItems(db: Db, userId: string, itemType: ReviewItemType, itemIds: readonly number[], at = new Date()): Promise<number> {
  if (itemIds.length === 0) return 0;
  const card = newCard(at);
  const added = await db
    .insert(reviewItems)
    .values([...new Set(itemIds)].map((item_id) => ({ user_id: userId, item_type: itemType, item_id, ...card })))
    .onConflictDoNothing()
    .returning({ id: reviewItems.id });
  return added.length;
}

/** One graded quiz answer, as it feeds the model. */
export interface QuizRating {
  userId: string;
  questionId: number;
  correct: boolean;
  /** Again when wrong; Good, or Hard when slow, when right (ratingFromAnswer) */
  rating: RatingValue;
  durationMs: number;
}

const keyOf = (userId: string, questionId: number) => `${userId}\u0000${questionId}`;

/** `name type, …` of these columns of a table, for jsonb_to_recordset's column list. */
const recordColumns = (table: typeof reviewItems | typeof reviewLog, names: readonly string[]) =>
  sql.raw(names.map((name) => `${name} ${(getTableColumns(table) as Record<string, { getSQLType(): string }>)[name]!.getSQLType()}`).join(', '));

const LOG_COLUMNS = ['user_id', 'rating', 'state_before', 'due_before', 'stability_before', 'difficulty_before', 'duration_ms'] as const;

/**
 * The quiz's ratings in one statement whatever their number: the items' new cards (inserted, or
 * updated in place) and a log row for each rating. Rows travel as two JSON parameters, so the
 * statement's text is the same for every batch; a VALUES list of thousands of parameters cost more
 * to parse and bind than to run.
 */
function quizRatingsWrite(cardsJson: string, logsJson: string, at: Date) {
  const cardList = sql.raw(CARD_COLUMNS.join(', '));
  return sql`with card as (
      select * from jsonb_to_recordset(${cardsJson}::jsonb) as c(user_id text, item_id integer, ${recordColumns(reviewItems, CARD_COLUMNS)})
    ), saved as (
      insert into ${reviewItems} (user_id, item_type, item_id, ${cardList})
      select user_id, 'question', item_id, ${cardList} from card
      on conflict (user_id, item_type, item_id) do update set ${sql.raw(CARD_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))}
      returning id, user_id, item_id
    )
    insert into ${reviewLog} (id, item_id, source, answered_at, ${sql.raw(LOG_COLUMNS.join(', '))})
    select gen_random_uuid(), saved.id, 'quiz', ${at.toISOString()}::timestamptz, ${sql.raw(LOG_COLUMNS.map((c) => `l.${c}`).join(', '))}
    from jsonb_to_recordset(${logsJson}::jsonb) as l(item_id integer, ${recordColumns(reviewLog, LOG_COLUMNS)})
    join saved on saved.user_id = l.user_id and saved.item_id = l.item_id`;
}

/**
 * Quiz answers at `at`, inside the caller's transaction: a wrong answer puts its question in the
 * model (or rates it) Again; a right answer rates a question already there; a right answer to one
 * that is not stays out. The items touched are locked, so a review rated at the same moment waits.
 */
export async function feedQuizAnswers(tx: Db, answers: readonly QuizRating[], at: Date): Promise<void> {
  if (answers.length === 0) return;
  const pairs = JSON.stringify(answers.map((a) => ({ user_id: a.userId, item_id: a.questionId })));
  const existing = await tx
    .select()
    .from(reviewItems)
    .where(
      and(
        eq(reviewItems.item_type, 'question'),
        sql`(${reviewItems.user_id}, ${reviewItems.item_id}) in (select k.user_id, k.item_id from jsonb_to_recordset(${pairs}::jsonb) as k(user_id text, item_id int))`,
      ),
    )
    .for('update');
  const cards = new Map<string, CardState>(existing.map((row) => [keyOf(row.user_id, row.item_id), cardOf(row)]));

  const logs: { key: string; answer: QuizRating; before: CardState | null }[] = [];
  for (const answer of answers) {
    const key = keyOf(answer.userId, answer.questionId);
    const before = cards.get(key) ?? null;
    if (!before && answer.correct) continue;
    // a review may be dated a few minutes ahead (clock skew); FSRS reads time forward only
    const when = before?.last_review && before.last_review > at ? before.last_review : at;
    cards.set(key, rate(before ?? newCard(at), answer.rating, when));
    logs.push({ key, answer, before });
  }
  if (logs.length === 0) return;

  const cardRows = [...new Map(logs.map(({ key, answer }) => [key, answer])).entries()].map(([key, a]) => ({ user_id: a.userId, item_id: a.questionId, ...cards.get(key)! }));
  const logRows = logs.map(({ answer, before }) => ({
    user_id: answer.userId,
    item_id: answer.questionId,
    rating: answer.rating,
    ...stateBefore(before),
    duration_ms: answer.durationMs,
  }));
  await tx.execute(quizRatingsWrite(JSON.stringify(cardRows), JSON.stringify(logRows), at));
}

/** "My mistakes in this topic": the topic's questions in the learner's model, the most due first. */
export async function topicMistakes(db: Db, learner: { id: string; age?: unknown }, query: { course: string; topic: string }): Promise<QuizQuestion[]> {
  const scope = await findCourses(db, { course: query.course }, learner.age);
  if (scope.length === 0) return [];
  const rows = await selectQuizQuestions(db)
    .innerJoin(reviewItems, and(eq(reviewItems.question_id, questions.id), eq(reviewItems.user_id, learner.id)))
    .where(
      and(
        inArray(
          questions.course_id,
          scope.map((c) => c.id),
        ),
        sameName(topics.name, query.topic),
      ),
    )
    .orderBy(asc(reviewItems.due))
    .limit(QUIZ_MAX_QUESTIONS);
  return asQuizQuestions(rows);
}
