import { z } from 'zod';
import { catalogueName, quizQuestion, flashcard } from './catalogue';
import { isTimeZone } from './learning';
import { singleLineText } from './text-input';

/*
 * The memory model's API (issue 13): review items of a learner (quiz questions they missed,
 * flashcards they rated), the daily review queue, ratings, the forecast and progress. The
 * scheduling itself is ts-fsrs, wired in review-schedule.ts (server only; the web never bundles it).
 */

// ---------------------------------------------------------------- rules and bounds (ours)

export const REVIEW_ITEM_TYPES = ['question', 'flashcard'] as const;
export type ReviewItemType = (typeof REVIEW_ITEM_TYPES)[number];

/** FSRS ratings, as ts-fsrs numbers them. */
export const RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type RatingValue = 1 | 2 | 3 | 4;
export const RATING_LABELS: Record<RatingValue, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

/** Session sizes a learner may choose in Settings; 20 until they choose. */
export const REVIEW_SESSION_SIZES = [10, 20, 50] as const;
export const REVIEW_SESSION_SIZE_DEFAULT = 20;
/** Daily goals a learner may opt into; null (the default) is no goal and no streak shown anywhere. */
export const REVIEW_DAILY_GOALS = [5, 10, 20, 50] as const;

/**
 * How far ahead the queue reaches, as Anki's "learn ahead limit" (20 minutes by default): an item
 * missed a minute ago in a quiz, due again in a minute, can be reviewed right away.
 */
export const REVIEW_LEARN_AHEAD_MS = 20 * 60_000;
/** The most a queue call returns. */
export const REVIEW_QUEUE_MAX = 50;
/** Days the forecast covers, today (with everything overdue) first. */
export const REVIEW_FORECAST_DAYS = 7;
/** Weeks of the profile's study calendar. */
export const PROGRESS_CALENDAR_WEEKS = 12;
/** Days over which retention (share of reviews remembered) is measured. */
export const RETENTION_DAYS = 30;
/** An item counts as mastered once FSRS gives it this many days of stability (Anki's "mature"). */
export const MASTERED_STABILITY_DAYS = 21;
/** A rating may be at most this far in the future (clock skew) or this far back (an old offline outbox). */
export const REVIEW_CLOCK_SKEW_MS = 5 * 60_000;
export const REVIEW_MAX_AGE_DAYS = 30;
/** Longest time one review may report. */
export const REVIEW_DURATION_MAX_MS = 60 * 60_000;

/**
 * When a right answer counts as Hard rather than Good: longer than reading the question and its
 * options at 200 words a minute, plus ten seconds to think.
 */
export const SLOW_ANSWER_BASE_SECONDS = 10;
export const READING_SECONDS_PER_WORD = 0.3;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Seconds after which a right answer to this question is slow. */
export function slowAfterSeconds(question: string, options: readonly string[]): number {
  const words = wordCount(question) + options.reduce((sum, option) => sum + wordCount(option), 0);
  return SLOW_ANSWER_BASE_SECONDS + words * READING_SECONDS_PER_WORD;
}

/** The rating an answer earns: wrong is Again, right is Good, or Hard when it was slow. */
export function ratingFromAnswer(correct: boolean, seconds: number, question: string, options: readonly string[]): RatingValue {
  if (!correct) return RATINGS.again;
  return seconds > slowAfterSeconds(question, options) ? RATINGS.hard : RATINGS.good;
}

/** '10 min', '3 h', '3 d', '2 mo', '1.5 y': the next interval on a rating button, as Anki shows it. */
export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  if (days < 31) return `${days} d`;
  const months = days / 30.4;
  if (months < 12) return `${Math.round(months)} mo`;
  const years = days / 365;
  return `${Math.round(years * 10) / 10} y`;
}

// ---------------------------------------------------------------- texts

export const REVIEW_MSG = {
  itemNotFound: 'That review item was not found.',
  ratingRange: 'A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).',
  answeredInFuture: 'That review is dated in the future.',
  answeredTooLongAgo: `That review is more than ${REVIEW_MAX_AGE_DAYS} days old.`,
  duplicateReview: 'That review was already recorded.',
  resultNotFound: 'That result was not found.',
  noMistakes: 'That attempt has no mistakes to retake.',
  nothingDue: 'Nothing to review right now.',
} as const;

// ---------------------------------------------------------------- requests

const timeZone = singleLineText().trim().max(64).refine(isTimeZone, { message: 'Unknown time zone.' }).optional();

/** GET /api/review/summary?tz= and GET /api/review/forecast?tz= : "today" ends at the learner's midnight. */
export const reviewDayQuery = z.object({ tz: timeZone });

/** GET /api/review/queue?limit= (default: the learner's session size) */
export const reviewQueueQuery = z.object({ limit: z.coerce.number().int().min(1).max(REVIEW_QUEUE_MAX).optional() });

/** POST /api/review/{itemType}/{itemId} */
export const reviewItemParams = z.object({
  itemType: z.enum(REVIEW_ITEM_TYPES),
  itemId: z.coerce.number().int().positive().max(2_147_483_647),
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

/** GET /api/review/mistakes?course=&topic= : questions of a topic that are in the learner's model */
export const topicMistakesQuery = z.object({
  course: singleLineText().trim().min(1).max(200),
  topic: singleLineText().trim().min(1).max(200),
});

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
export const queueCard = z.object({
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
export const reviewQueueItem = z.discriminatedUnion('item_type', [
  z.object({ item_type: z.literal('question'), question: quizQuestion, ...queueItemBase }),
  z.object({ item_type: z.literal('flashcard'), flashcard, ...queueItemBase }),
]);
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;
export const reviewQueue = z.array(reviewQueueItem);

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

// ---------------------------------------------------------------- texts of the web Review screen

export const REVIEW_ITEM_LABELS: Record<ReviewItemType, string> = { question: 'Quiz mistake', flashcard: 'Flashcard' };

export const REVIEW_WEB_MSG = {
  intro: 'A few minutes a day brings back what you are about to forget.',
  dueToday: 'Due today',
  quizMistakes: 'Quiz mistakes',
  flashcards: 'Flashcards',
  start: (count: number) => `Start review (${count})`,
  nothingScheduled: 'Nothing is scheduled yet. Questions you miss in a quiz and flashcards you rate will show up here.',
  nextDue: (when: string) => `Your next review is due ${when}.`,
  laterToday: 'A few items come back later today. Check again in a little while.',
  learnSomethingNew: 'Learn something new',
  goalToday: (done: number, goal: number) => `Today: ${Math.min(done, goal)} of ${goal} reviews`,
  goalMet: 'Daily goal met. Nice work.',
  loadFailed: 'We could not load your reviews.',
  queueFailed: 'We could not start a review. Check your connection and try again.',
  itemOf: (index: number, total: number) => `Item ${index} of ${total}`,
  endSession: 'End session',
  showAnswer: 'Show answer',
  howWell: 'How well did you remember it?',
  suggested: 'Suggested',
  keysHint: 'Keys 1–4 rate, Enter or Space takes the highlighted one.',
  revealHint: 'Space or Enter shows the answer.',
  rateAria: (label: string, interval: string) => `${label}, next review in ${interval}`,
  nextIn: (interval: string) => `next in ${interval}`,
  sessionDone: 'Session complete',
  sessionStats: (reviewed: number, remembered: number) =>
    `You reviewed ${reviewed} ${reviewed === 1 ? 'item' : 'items'} and remembered ${remembered}.`,
  moreDue: (count: number) => `${count} more ${count === 1 ? 'item is' : 'items are'} due today.`,
  reviewMore: 'Review more',
  goHome: 'Go home',
  waiting: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'} waiting to be sent`,
  waitingHint: 'Saved on this device; they are sent as soon as the connection is back.',
  settingsTitle: 'Review',
  settingsDescription: 'How long a review session is, and an optional daily goal.',
  sessionSize: 'Items per session',
  dailyGoal: 'Daily goal',
  goalOff: 'Off',
  goalNote: 'A goal is optional. Turn it on if it helps you keep a habit, and off again any time — missing a day is fine.',
  settingsSaved: 'Review settings saved.',
  settingsFailed: 'We could not save your review settings.',
} as const;
