import { z } from 'zod';
import { catalogueName, quizQuestion, flashcard } from './catalogue';
import { askedQuestion } from './quiz-attempts';
import { isTimeZone } from './learning';
import { PG_INT_MAX } from './limits';
import { REVIEW_MSG } from './review-messages';
import {
  REVIEW_DAILY_GOALS,
  REVIEW_DURATION_MAX_MS,
  REVIEW_ITEM_TYPES,
  REVIEW_QUEUE_MAX,
  REVIEW_SESSION_SIZES,
  type RatingValue,
} from './review-rules';
import { singleLineText } from './text-input';

/*
 * The memory model's API (docs/product.md#review-and-the-memory-model): review items of a learner (quiz questions they missed,
 * flashcards they rated), the daily review queue, ratings, the forecast and progress. The
 * scheduling itself is ts-fsrs, wired in review-schedule.ts (server only; the web never bundles it).
 */

// ---------------------------------------------------------------- requests

const timeZone = singleLineText().trim().max(64).refine(isTimeZone, { message: 'Unknown time zone.' }).optional();

/** GET /api/review/summary?tz= and GET /api/review/forecast?tz= : "today" ends at the learner's midnight. */
export const reviewDayQuery = z.object({ tz: timeZone });

const queueLimit = z.coerce.number().min(1).max(REVIEW_QUEUE_MAX).int().optional();

/** GET /api/review/queue?limit= (default: the learner's session size) */
export const reviewQueueQuery = z.object({ limit: queueLimit });

/** POST /api/review/sessions: a session of the items due now, at most `limit` (default: the learner's session size) */
export const reviewSessionInput = z.object({ limit: queueLimit });

/** POST /api/review/{itemType}/{itemId} */
export const reviewItemParams = z.object({
  itemType: z.enum(REVIEW_ITEM_TYPES),
  itemId: z.coerce.number().int().positive().max(PG_INT_MAX),
});

/** The rating body. review_id is made by the client, so a resent rating is applied once. */
export const reviewRatingInput = z.object({
  review_id: z.uuid({ message: 'review_id must be a UUID.' }),
  rating: z.number().int().min(1, { message: REVIEW_MSG.ratingRange }).max(4, { message: REVIEW_MSG.ratingRange }),
  /** when the learner answered (ISO 8601); offline ratings arrive later with their own time */
  answered_at: z.iso.datetime({ offset: true }),
  duration_ms: z.number().int().min(0).max(REVIEW_DURATION_MAX_MS),
});
export type ReviewRatingInput = z.infer<typeof reviewRatingInput>;

/** PATCH /api/review/settings */
export const reviewSettingsInput = z
  .object({
    session_size: z.union(REVIEW_SESSION_SIZES.map((n) => z.literal(n))).optional(),
    daily_goal: z.union([z.null(), ...REVIEW_DAILY_GOALS.map((n) => z.literal(n))]).optional(),
  })
  .refine((s) => s.session_size !== undefined || s.daily_goal !== undefined, { message: 'Nothing to change.' });

/** GET /api/review/mistakes?course=&topic= : how many of a topic's questions are in the learner's model */
export const topicMistakesQuery = z.object({ course: catalogueName, topic: catalogueName });

/** POST /api/review/flashcards: "Add these cards to my review" for one topic's flashcards. */
export const addTopicFlashcardsInput = z.object({ course: catalogueName, topic: catalogueName, category: catalogueName.optional() });
export type AddTopicFlashcardsInput = z.infer<typeof addTopicFlashcardsInput>;

// ---------------------------------------------------------------- replies

/** POST /api/review/flashcards and POST /api/bookmarks/{id}/review: items that entered the model (already there: not counted). */
export const reviewAdded = z.object({ added: z.number().int() });
export type ReviewAdded = z.infer<typeof reviewAdded>;

/**
 * An item's FSRS state as the queue gives it (times as ISO strings): the browser previews each
 * rating's next interval from it when the item is shown (review-schedule.ts, previewIntervals).
 */
const queueCard = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number().int(),
  scheduled_days: z.number().int(),
  learning_steps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.number().int(),
  last_review: z.string().nullable(),
});
export type QueueCard = z.infer<typeof queueCard>;

const queueItemBase = { card: queueCard };

/** Each rating's next interval, formatted for its button ('10 min', '3 d'). */
export type RatingIntervals = Record<RatingValue, string>;

/** A queue item: the question as the quiz asks it, or the flashcard as the deck shows it. */
const queueItemOf = <Q extends z.ZodType>(question: Q) =>
  z.discriminatedUnion('item_type', [
    z.object({ item_type: z.literal('question'), question, ...queueItemBase }),
    z.object({ item_type: z.literal('flashcard'), flashcard, ...queueItemBase }),
  ]);

/** An item of the downloaded review: its question with the answer, for feedback with no network (decision 048). */
const reviewQueueItem = queueItemOf(quizQuestion);
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export const reviewQueue = z.array(reviewQueueItem);

/** An item of a review session started online: its question asked without the answer, which its attempt gives. */
const reviewSessionItem = queueItemOf(askedQuestion);
export type ReviewSessionItem = z.infer<typeof reviewSessionItem>;

/** POST /api/review/sessions: the items, and the attempt that grades their questions (none without questions). */
export const reviewSession = z.object({ attempt_id: z.string().nullable(), items: z.array(reviewSessionItem) });
export type ReviewSession = z.infer<typeof reviewSession>;

export const reviewSettings = z.object({
  session_size: z.number().int(),
  daily_goal: z.number().int().nullable(),
});
export type ReviewSettings = z.infer<typeof reviewSettings>;

/** GET /api/review/summary */
export const reviewSummary = z.object({
  /** due before the learner's next midnight, by kind */
  due: z.object({ question: z.number().int(), flashcard: z.number().int(), total: z.number().int() }),
  /** when the first item after today comes due, if any */
  next_due: z.string().nullable(),
  /** reviews rated today (for the daily goal) */
  reviewed_today: z.number().int(),
  settings: reviewSettings,
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** POST /api/review/{itemType}/{itemId}: the item's new schedule. */
export const reviewRated = z.object({ due: z.string(), interval: z.string(), applied: z.boolean() });
export type ReviewRated = z.infer<typeof reviewRated>;

/** GET /api/review/forecast: items due per day, today (overdue included) first. */
export const reviewForecast = z.array(z.object({ date: z.string(), count: z.number().int() }));
export type ReviewForecast = z.infer<typeof reviewForecast>;

/** GET /api/progress?tz= */
export const learnerProgress = z.object({
  /** PROGRESS_CALENDAR_WEEKS × 7 days, oldest first: quizzes taken plus reviews rated that day */
  calendar: z.array(z.object({ date: z.string(), count: z.number().int() })),
  forecast: reviewForecast,
  /** reviews and quiz re-answers of items in the model over RETENTION_DAYS: remembered / total */
  retention: z.object({ remembered: z.number().int(), total: z.number().int() }),
  courses: z.array(
    z.object({
      category: z.string(),
      course: z.string(),
      mastered: z.number().int(),
      learning: z.number().int(),
      new: z.number().int(),
    }),
  ),
  /** null when the learner has no daily goal */
  goal: z
    .object({
      daily_goal: z.number().int(),
      reviewed_today: z.number().int(),
      /** days in a row the goal was met, one missed day a week forgiven */
      streak: z.number().int(),
    })
    .nullable(),
});
export type LearnerProgress = z.infer<typeof learnerProgress>;
