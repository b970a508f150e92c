import { and, asc, count, eq, getTableColumns, inArray, lte, min, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { ERROR_CODE } from '@curio/core/errors';
import { isCategoryAllowed, isKidsLocked } from '@curio/core/kids-lock';
import type {
  AddTopicFlashcardsInput,
  ReviewQueueItem,
  ReviewRated,
  ReviewRatingInput,
  ReviewSettings,
  ReviewSummary,
} from '@curio/core/review';
import { REVIEW_MSG } from '@curio/core/review-messages';
import {
  REVIEW_CLOCK_SKEW_MS,
  REVIEW_LEARN_AHEAD_MS,
  REVIEW_MAX_AGE_DAYS,
  REVIEW_SESSION_SIZE_DEFAULT,
  type RatingValue,
  type ReviewItemType,
} from '@curio/core/review-rules';
import { type CardState, type LoggedRating, rate, replay, scheduledInterval } from '@curio/core/review-schedule';
import type { Db } from '../../db/client';
import { categories, flashcards, questions, reviewItems, reviewLog, reviewSettings, topics } from '../../db/tables';
import { asFlashcards, asQuizQuestions, selectFlashcards, selectQuizQuestions, shuffled, studyCards } from '../../lib/catalogue-items';
import { findCourses, sameName } from '../../lib/course-scope';
import { HttpError } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import { addNewItems, CARD_COLUMNS, cardOf, openToKids, type ReviewItemRow, stateBefore } from '../../lib/review-items';
import { isUniqueViolation } from '../../lib/db-errors';
import { type HintedItem, keepRatingHint, ratingHint } from './rating-hints';
import { cachedSummary } from './summary-cache';

export interface Learner {
  id: string;
  age?: unknown;
}

const DAY_MS = 24 * 60 * 60_000;

const itemNotFound = () => new HttpError(404, ERROR_CODE.notFound, REVIEW_MSG.itemNotFound);
const kidsLockRefusal = () => new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.notAllowed);
const duplicateReview = () => new HttpError(409, ERROR_CODE.conflict, REVIEW_MSG.duplicateReview);


// ---------------------------------------------------------------- settings

export async function getSettings(db: Db, userId: string): Promise<ReviewSettings> {
  const [row] = await db
    .select({ session_size: reviewSettings.session_size, daily_goal: reviewSettings.daily_goal })
    .from(reviewSettings)
    .where(eq(reviewSettings.user_id, userId));
  return row ?? { session_size: REVIEW_SESSION_SIZE_DEFAULT, daily_goal: null };
}

export async function updateSettings(db: Db, userId: string, change: Partial<ReviewSettings>): Promise<ReviewSettings> {
  const set = { ...change, updated_at: new Date() };
  const [row] = await db
    .insert(reviewSettings)
    .values({ user_id: userId, ...set })
    .onConflictDoUpdate({ target: reviewSettings.user_id, set })
    .returning({ session_size: reviewSettings.session_size, daily_goal: reviewSettings.daily_goal });
  return row!;
}

// ---------------------------------------------------------------- summary and queue

/*
 * The summary and the queue run on every visit of the Review screen, so each is one statement
 * prepared once per database (preparedQuery): parsing and planning several small statements cost
 * more than running them. Each comes in two variants, Kids Lock's condition only in the one for
 * locked learners, so everyone else's plan carries none.
 */

/**
 * The summary's statement: the learner's day (from the last midnight in their time zone to the
 * next), the items due before its end by kind, the first one due after it, the reviews given in it
 * and the settings (the defaults without a row).
 */
function summaryStatement(db: Db, locked: boolean) {
  const userId = sql.placeholder('user_id');
  const tz = sql.placeholder('tz');
  const midnight = sql`date_trunc('day', now() at time zone ${tz})`;
  const day = db
    .select({ today: sql`${midnight} at time zone ${tz}`.as('today'), tomorrow: sql`(${midnight} + interval '1 day') at time zone ${tz}`.as('tomorrow') })
    .from(sql`(values (1)) as one`)
    .as('day');
  const mine = and(eq(reviewItems.user_id, userId), locked ? openToKids : undefined);
  const dueOf = (type: ReviewItemType) => sql<number>`count(*) filter (where ${reviewItems.item_type} = ${type})`.mapWith(Number);
  const due = db
    .select({ question: dueOf('question').as('due_questions'), flashcard: dueOf('flashcard').as('due_flashcards') })
    .from(reviewItems)
    .where(and(mine, sql`${reviewItems.due} < ${day.tomorrow}`))
    .as('due');
  const next = db
    .select({ due: min(reviewItems.due).as('next_due') })
    .from(reviewItems)
    .where(and(mine, sql`${reviewItems.due} >= ${day.tomorrow}`))
    .as('next');
  const reviewed = db
    .select({ n: count().as('reviewed_today') })
    .from(reviewLog)
    .where(
      and(
        eq(reviewLog.user_id, userId),
        eq(reviewLog.source, 'review'),
        sql`${reviewLog.answered_at} >= ${day.today} and ${reviewLog.answered_at} < ${day.tomorrow}`,
      ),
    )
    .as('reviewed');
  return db
    .select({
      due_questions: due.question,
      due_flashcards: due.flashcard,
      next_due: next.due,
      reviewed_today: reviewed.n,
      tomorrow: day.tomorrow,
      session_size: sql<number>`coalesce(${reviewSettings.session_size}, ${REVIEW_SESSION_SIZE_DEFAULT})`.mapWith(Number),
      daily_goal: reviewSettings.daily_goal,
    })
    .from(day)
    .crossJoinLateral(due)
    .crossJoinLateral(next)
    .crossJoinLateral(reviewed)
    .leftJoin(reviewSettings, eq(reviewSettings.user_id, userId))
    .prepare(locked ? 'review_summary_kids' : 'review_summary');
}

const summaryQuery = preparedQuery((db) => summaryStatement(db, false));
const kidsSummaryQuery = preparedQuery((db) => summaryStatement(db, true));

/** What is due before the learner's next midnight, when the next item after that is, and today's reviews. */
export function reviewSummary(db: Db, learner: Learner, tz: string): Promise<ReviewSummary> {
  const locked = isKidsLocked(learner.age);
  return cachedSummary(db, learner.id, { tz, locked }, async () => {
    const [row] = await (locked ? kidsSummaryQuery : summaryQuery)(db).execute({ user_id: learner.id, tz });
    const { due_questions: question, due_flashcards: flashcard, next_due, reviewed_today, tomorrow, session_size, daily_goal } = row!;
    const summary = {
      due: { question, flashcard, total: question + flashcard },
      next_due: next_due ? new Date(next_due).toISOString() : null,
      reviewed_today,
      settings: { session_size, daily_goal },
    };
    return { summary, tz, locked, tomorrow: new Date(tomorrow as string).getTime() };
  });
}

/**
 * The columns of a due item the queue uses: its kind, what it points to, its card, and its row's id
 * and version, kept as the learner's hint for a rating of it (rating-hints.ts). The row's other
 * columns (user_id, created_at) were turned to JSON, sent and parsed for every item only to be dropped.
 */
const queueItemColumns = {
  id: reviewItems.id,
  // aliased: to_json of the item's row names it by its alias
  version: sql<string>`${reviewItems}.xmin::text`.as('version'),
  item_type: reviewItems.item_type,
  item_id: reviewItems.item_id,
  question_id: reviewItems.question_id,
  flashcard_id: reviewItems.flashcard_id,
  due: reviewItems.due,
  stability: reviewItems.stability,
  difficulty: reviewItems.difficulty,
  elapsed_days: reviewItems.elapsed_days,
  scheduled_days: reviewItems.scheduled_days,
  learning_steps: reviewItems.learning_steps,
  reps: reviewItems.reps,
  lapses: reviewItems.lapses,
  state: reviewItems.state,
  last_review: reviewItems.last_review,
};

/**
 * Due by now and the learn-ahead limit, by the database's clock: a time passed in as a value made
 * PostgreSQL plan the queue again on every run, for that value (decision 041).
 */
const dueBy = sql`now() + ${sql.raw(`interval '${REVIEW_LEARN_AHEAD_MS} milliseconds'`)}`;

/**
 * The learner's items due by now and the learn-ahead limit, oldest due first, at most
 * `limit`: the queue's part that reads review_items, off the (user_id, due) index and stopped at the
 * limit, so its cost does not grow with the learner's other items.
 */
function dueItemsOf(db: Db, locked: boolean, of: { userId: string | Placeholder; limit: number | SQL }) {
  return (
    db
      .select(queueItemColumns)
      .from(reviewItems)
      .where(and(eq(reviewItems.user_id, of.userId), lte(reviewItems.due, dueBy), locked ? openToKids : undefined))
      .orderBy(asc(reviewItems.due))
      // LIMIT takes an expression (drizzle writes it as given), though drizzle types it as a number
      .limit(of.limit as number)
  );
}

/** dueItemsOf with values, as the queue's statement runs it (for EXPLAIN). */
export const dueItems = (db: Db, learner: Learner, limit: number) => dueItemsOf(db, isKidsLocked(learner.age), { userId: learner.id, limit });

/** A due item as the queue's statement gives it: its row, and its question or flashcard, as JSON. */
interface QueueRow {
  item: Omit<Pick<ReviewItemRow, Exclude<keyof typeof queueItemColumns, 'version'>>, 'due' | 'last_review'> & { version: string; due: string; last_review: string | null };
  question: Awaited<ReturnType<typeof selectQuizQuestions>>[number] | null;
  flashcard: Awaited<ReturnType<typeof selectFlashcards>>[number] | null;
}

/**
 * The queue's statement: the due items, each with its question or flashcard as the quiz and the
 * flashcards show them, as one JSON array. Rows of some 45 columns cost more to pass out of the
 * engine and read value by value than the statement costs to run; a subquery's row turned to JSON
 * keeps the keys drizzle would give.
 */
function queueStatement(db: Db, locked: boolean) {
  const userId = sql.placeholder('user_id');
  // the length asked for, else the learner's session size
  const limit = sql`coalesce(${sql.placeholder('limit')}::int,
    (select ${reviewSettings.session_size} from ${reviewSettings} where ${reviewSettings.user_id} = ${userId}), ${REVIEW_SESSION_SIZE_DEFAULT})`;
  // aliases no column has: to_json of a name a column also has would be that column, not the row
  const item = dueItemsOf(db, locked, { userId, limit }).as('item');
  const question = selectQuizQuestions(db).where(eq(questions.id, item.question_id)).as('item_question');
  const flashcard = selectFlashcards(db).where(eq(flashcards.id, item.flashcard_id)).as('item_flashcard');
  const json = (alias: string) => sql`to_json(${sql.identifier(alias)})`;
  return db
    .select({
      items: sql<QueueRow[]>`coalesce(json_agg(json_build_object('item', ${json('item')}, 'question', ${json('item_question')}, 'flashcard', ${json('item_flashcard')})
        order by ${item.due}), '[]')`,
    })
    .from(item)
    .leftJoinLateral(question, sql`true`)
    .leftJoinLateral(flashcard, sql`true`)
    .prepare(locked ? 'review_queue_kids' : 'review_queue');
}

const queueQuery = preparedQuery((db) => queueStatement(db, false));
const kidsQueueQuery = preparedQuery((db) => queueStatement(db, true));

/**
 * Items due now (or within the learn-ahead limit), the longest overdue first, at most `limit` (the
 * learner's session size by default), with the next interval of each rating. Kids Lock filters
 * here, in SQL, not in the client.
 */
export async function reviewQueue(db: Db, learner: Learner, limit?: number): Promise<ReviewQueueItem[]> {
  const locked = isKidsLocked(learner.age);
  const query = locked ? kidsQueueQuery : queueQuery;
  const [{ items }] = (await query(db).execute({ user_id: learner.id, limit: limit ?? null })) as [{ items: QueueRow[] }];
  return items.flatMap(({ item, question, flashcard }): ReviewQueueItem[] => {
    const itemType = item.item_type as ReviewItemType;
    if (!(itemType === 'question' ? question : flashcard)) return [];
    const card = {
      due: new Date(item.due),
      stability: item.stability,
      difficulty: item.difficulty,
      elapsed_days: item.elapsed_days,
      scheduled_days: item.scheduled_days,
      learning_steps: item.learning_steps,
      reps: item.reps,
      lapses: item.lapses,
      state: item.state,
      last_review: item.last_review === null ? null : new Date(item.last_review),
    };
    keepRatingHint(db, { userId: learner.id, locked, itemType, itemId: item.item_id }, { id: item.id, version: item.version, card });
    const base = {
      card: { ...card, due: card.due.toISOString(), last_review: card.last_review?.toISOString() ?? null },
    };
    if (question) {
      const [asked] = asQuizQuestions([question]);
      return [{ item_type: 'question', question: { ...asked!, options: shuffled(asked!.options) }, ...base }];
    }
    return [{ item_type: 'flashcard', flashcard: asFlashcards([flashcard!])[0]!, ...base }];
  });
}

// ---------------------------------------------------------------- a rating

/** 400 for a rating dated in the future (beyond clock skew) or older than an offline outbox may be. */
function checkAnsweredAt(answeredAt: Date, now = new Date()) {
  if (answeredAt.getTime() > now.getTime() + REVIEW_CLOCK_SKEW_MS) throw new HttpError(400, ERROR_CODE.validation, REVIEW_MSG.answeredInFuture);
  if (answeredAt.getTime() < now.getTime() - REVIEW_MAX_AGE_DAYS * DAY_MS) throw new HttpError(400, ERROR_CODE.validation, REVIEW_MSG.answeredTooLongAgo);
}

/** A placeholder of the given type (the select list of an INSERT … SELECT gives its values no type). */
const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * What a rating needs, in one read: the category of the question or flashcard (no row when it does
 * not exist; flashcards: only study cards), the learner's item for it if any, and the log row
 * already written under this review id if any.
 */
const ratingTargetQuery = preparedQuery((db) => {
  const itemType = sql.placeholder('item_type');
  const itemId = sql.placeholder('item_id');
  const categoryId = sql`case when ${itemType} = 'question'
    then (select ${questions.category_id} from ${questions} where ${questions.id} = ${itemId})
    else (select ${flashcards.category_id} from ${flashcards} where ${flashcards.id} = ${itemId} and ${studyCards}) end`;
  return db
    .select({
      category: categories.name,
      item: getTableColumns(reviewItems),
      // the version of the item's row (the transaction that wrote it), for the write to check
      version: sql<string | null>`${reviewItems}.xmin::text`,
      earlier: { item_id: reviewLog.item_id, user_id: reviewLog.user_id, rating: reviewLog.rating },
    })
    .from(categories)
    .leftJoin(reviewItems, and(eq(reviewItems.user_id, sql.placeholder('user_id')), eq(reviewItems.item_type, itemType), eq(reviewItems.item_id, itemId)))
    .leftJoin(reviewLog, eq(reviewLog.id, sql.placeholder('review_id')))
    .where(eq(categories.id, categoryId))
    .prepare('review_rating_target');
});

/**
 * A rating's write, one statement so it is whole or nothing without a transaction: the item's new
 * card, only while its row is the version that was read, and its log row, only when the item was
 * written; it answers the row's new version. No row back: another write to the item came first. A
 * unique violation: another request wrote this review id first.
 */
const ratingWriteQuery = preparedQuery((db) => {
  const card = Object.fromEntries(CARD_COLUMNS.map((c) => [c, sql.placeholder(c)]));
  const updated = db.$with('updated').as(
    db
      .update(reviewItems)
      .set(card)
      .where(
        and(
          eq(reviewItems.id, sql.placeholder('item_id')),
          sql`${reviewItems}.xmin = ${param('version', 'xid')}`,
        ),
      )
      .returning({ id: reviewItems.id, version: sql<string>`${reviewItems}.xmin::text`.as('version') }),
  );
  const logRow = db
    .select({
      id: param('review_id', 'uuid').as('id'),
      item_id: updated.id,
      user_id: param('user_id', 'text').as('user_id'),
      source: sql`'review'`.as('source'),
      rating: param('rating', 'smallint').as('rating'),
      state_before: param('state_before', 'smallint').as('state_before'),
      due_before: param('due_before', 'timestamptz').as('due_before'),
      stability_before: param('stability_before', 'double precision').as('stability_before'),
      difficulty_before: param('difficulty_before', 'double precision').as('difficulty_before'),
      duration_ms: param('duration_ms', 'integer').as('duration_ms'),
      answered_at: param('answered_at', 'timestamptz').as('answered_at'),
      created_at: sql`now()`.as('created_at'),
    })
    .from(updated);
  const logged = db.$with('logged').as(db.insert(reviewLog).select(logRow).returning({ id: reviewLog.id }));
  // the row's new version, for the next rating's hint
  return db.with(updated, logged).select({ version: updated.version }).from(updated).crossJoin(logged).prepare('review_rating_write');
});

/** Reads a rating may take when other writes to the same item keep overtaking it. */
const RATING_TRIES = 5;

/**
 * Applies one rating, once (review_id): the item is read, its new card computed, and the write
 * made only if nobody changed the item in between, else read again — two statements, no
 * transaction held across them. With a hint of the item (the learner was just shown it, or rated
 * it) the write is tried first, as if read then. A rating older than the item's last review joins
 * the log and the card is rebuilt from the log in the order the ratings were given (decision 025).
 */
export async function rateItem(db: Db, learner: Learner, itemType: ReviewItemType, itemId: number, input: ReviewRatingInput): Promise<ReviewRated> {
  const answeredAt = new Date(input.answered_at);
  checkAnsweredAt(answeredAt);
  const rating = input.rating as RatingValue;
  const hinted = { userId: learner.id, locked: isKidsLocked(learner.age), itemType, itemId };
  const inOrder = (card: CardState) => !card.last_review || answeredAt >= card.last_review;

  const hint = ratingHint(db, hinted);
  if (hint && inOrder(hint.card)) {
    const rated = await writeRating(db, hinted, hint, rate(hint.card, rating, answeredAt), stateBefore(hint.card), input);
    if (rated) return rated;
  }

  for (let tries = 0; tries < RATING_TRIES; tries++) {
    const [target] = await ratingTargetQuery(db).execute({ user_id: learner.id, item_type: itemType, item_id: itemId, review_id: input.review_id });
    if (!target) throw itemNotFound();
    if (!isCategoryAllowed(learner.age, target.category)) throw kidsLockRefusal();
    const { item, earlier } = target;
    if (earlier) {
      if (item && earlier.item_id === item.id && earlier.user_id === learner.id && earlier.rating === rating) {
        return { due: item.due.toISOString(), interval: scheduledInterval(cardOf(item)), applied: false };
      }
      throw duplicateReview();
    }
    if (!item) {
      // a question enters the model through the quiz; a flashcard when it is first rated
      if (itemType === 'question') throw itemNotFound();
      await addNewItems(db, learner.id, 'flashcard', [itemId], answeredAt);
      continue;
    }

    const current = cardOf(item);
    const log = inOrder(current) ? [] : await itemLog(db, item.id);
    const before = inOrder(current) ? current : replay(log.filter((r) => r.answered_at < answeredAt));
    const card = inOrder(current) ? rate(current, rating, answeredAt) : replay([...log, { rating, answered_at: answeredAt }]);
    const stated = stateBefore(before.reps === 0 && !inOrder(current) ? null : before);
    const rated = await writeRating(db, hinted, { id: item.id, version: target.version! }, card, stated, input);
    if (rated) return rated;
  }
  throw duplicateReview();
}

/**
 * Writes the item's new card and the rating's log row if the item's row is still `item.version`,
 * and keeps the new version as the next rating's hint. Null when the row changed meanwhile or the
 * review id was written by another request: read again.
 */
async function writeRating(
  db: Db,
  hinted: HintedItem,
  item: { id: number; version: string },
  card: CardState,
  stated: ReturnType<typeof stateBefore>,
  input: ReviewRatingInput,
): Promise<ReviewRated | null> {
  try {
    const [written] = await ratingWriteQuery(db).execute({
      // the card's placeholders are written by their columns, the log row's as typed (so as text)
      ...card,
      item_id: item.id,
      version: item.version,
      review_id: input.review_id,
      user_id: hinted.userId,
      rating: input.rating,
      ...stated,
      due_before: stated.due_before?.toISOString() ?? null,
      duration_ms: input.duration_ms,
      answered_at: new Date(input.answered_at).toISOString(),
    });
    if (!written) return null;
    keepRatingHint(db, hinted, { id: item.id, version: written.version, card });
    return { due: card.due.toISOString(), interval: scheduledInterval(card), applied: true };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return null;
  }
}

/** The item's ratings, oldest first. */
async function itemLog(db: Db, itemId: number): Promise<LoggedRating[]> {
  const log = await db
    .select({ rating: reviewLog.rating, answered_at: reviewLog.answered_at })
    .from(reviewLog)
    .where(eq(reviewLog.item_id, itemId))
    .orderBy(asc(reviewLog.answered_at));
  return log.map((r) => ({ rating: r.rating as RatingValue, answered_at: r.answered_at }));
}

// ---------------------------------------------------------------- entering the model from a topic

/** "Add these cards to my review": every study card of the topic the learner may open, as new cards due now. */
export async function addTopicFlashcards(db: Db, learner: Learner, input: AddTopicFlashcardsInput): Promise<number> {
  const scope = await findCourses(db, input, learner.age);
  if (scope.length === 0) return 0;
  const cards = await db
    .select({ id: flashcards.id })
    .from(flashcards)
    .innerJoin(topics, eq(topics.id, flashcards.topic_id))
    .where(
      and(
        inArray(
          flashcards.course_id,
          scope.map((c) => c.id),
        ),
        sameName(topics.name, input.topic),
        studyCards,
      ),
    );
  return addNewItems(
    db,
    learner.id,
    'flashcard',
    cards.map((c) => c.id),
  );
}
