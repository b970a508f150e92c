import { type Card, createEmptyCard, fsrs, type Grade } from 'ts-fsrs';
import type { QueueCard } from './review';
import { formatInterval, type RatingValue } from './review-rules';

/*
 * The memory model's scheduling: ts-fsrs (FSRS, the scheduler Anki ships) with its default
 * parameters, wired to the columns of review_items. Nothing here schedules by itself. The server
 * rates; the Review screen previews each rating's next interval (previewIntervals) from the state
 * the queue gives, when an item is shown: four previews of twenty items were the largest part of
 * the queue's cost on the server, and a preview made when the item is shown is true even for an
 * item downloaded for offline days before.
 */

// fuzz off: the same ratings always give the same due time, so a replayed log rebuilds exactly the
// card it was built from, and tests can state what a rating does
const scheduler = fsrs({ enable_fuzz: false });

/** The FSRS card state as review_items keeps it. */
export interface CardState {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

/** A rating as the review log keeps it. */
export interface LoggedRating {
  rating: RatingValue;
  answered_at: Date;
}

const RATINGS = [1, 2, 3, 4] as const satisfies readonly RatingValue[];

/** A card never studied, due at once. */
export function newCard(at: Date): CardState {
  return fromCard(createEmptyCard(at));
}

function toCard(row: CardState): Card {
  return { ...row, last_review: row.last_review ?? undefined };
}

function fromCard(card: Card): CardState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ?? null,
  };
}

/** The card after one rating at the given time. */
export function rate(card: CardState, rating: RatingValue, at: Date): CardState {
  return fromCard(scheduler.next(toCard(card), at, rating as Grade).card);
}

/** What each rating would schedule if given now, formatted for its button ('10 min', '3 d'). */
export function intervalsAt(card: CardState, now: Date): Record<RatingValue, string> {
  const preview = scheduler.repeat(toCard(card), now);
  const intervals = {} as Record<RatingValue, string>;
  for (const rating of RATINGS) intervals[rating] = formatInterval(preview[rating as Grade].card.due.getTime() - now.getTime());
  return intervals;
}

/** intervalsAt for a queue item's state, as the queue sends it. */
export function previewIntervals(card: QueueCard, now: Date): Record<RatingValue, string> {
  return intervalsAt({ ...card, due: new Date(card.due), last_review: card.last_review === null ? null : new Date(card.last_review) }, now);
}

/** The interval a card is scheduled for: from its last review to its due time. */
export function scheduledInterval(card: CardState): string {
  return formatInterval(card.due.getTime() - (card.last_review ?? card.due).getTime());
}

/**
 * A card rebuilt from its log, ratings applied in the order they were given (not the order they
 * arrived): how a rating made offline and sent late takes its place in the item's history.
 */
export function replay(ratings: readonly LoggedRating[]): CardState {
  const inOrder = [...ratings].sort((a, b) => a.answered_at.getTime() - b.answered_at.getTime());
  const first = inOrder[0];
  let card = newCard(first?.answered_at ?? new Date());
  for (const { rating, answered_at } of inOrder) card = rate(card, rating, answered_at);
  return card;
}
