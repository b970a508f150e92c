/*
 * The memory model's rules and bounds (docs/product.md#review-and-the-memory-model) that both sides use, apart from the API's schemas
 * (review.ts): the Review screen rates, times and labels items without loading a validator.
 */

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
const SLOW_ANSWER_BASE_SECONDS = 10;
const READING_SECONDS_PER_WORD = 0.3;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Seconds after which a right answer to this question is slow. */
export function slowAfterSeconds(question: string, options: readonly string[]): number {
  const words = wordCount(question) + options.reduce((sum, option) => sum + wordCount(option), 0);
  return SLOW_ANSWER_BASE_SECONDS + words * READING_SECONDS_PER_WORD;
}

/** The types whose answer the learner recalls (types it) rather than recognises among options (question-types.ts). */
const RECALLED_TYPES: ReadonlySet<string> = new Set(['typed', 'numeric', 'cloze']);

/**
 * The rating an answer earns: wrong is Again, right is Good, or Hard when it was slow. An answer
 * recalled (typed, a number, blanks filled) shows more than one recognised among options, and earns
 * a step more: Easy when quick, Good when slow, and Hard when it was right but for a typo (`almost`).
 */
export function ratingFromAnswer(
  correct: boolean,
  seconds: number,
  question: string,
  options: readonly string[],
  answer: { type?: string; almost?: boolean } = {},
): RatingValue {
  if (!correct) return RATINGS.again;
  if (answer.almost) return RATINGS.hard;
  const slow = seconds > slowAfterSeconds(question, options);
  if (answer.type !== undefined && RECALLED_TYPES.has(answer.type)) return slow ? RATINGS.good : RATINGS.easy;
  return slow ? RATINGS.hard : RATINGS.good;
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
