import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RATINGS, type RatingValue } from './review-rules';
import { type CardState, intervalsAt, type LoggedRating, newCard, rate, replay } from './review-schedule';

/*
 * Properties of the review schedule, for any ratings at any times: what Good and Again do, that a
 * log replays to the state kept beside it, and that no state holds a NaN or goes backwards in time.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// FSRS's review state, in which Again is a lapse
const REVIEW_STATE = 2;
// ts-fsrs's longest interval (its maximum_interval, 100 years): Good grows an interval up to it
const LONGEST = 36_500 * DAY;

const rating = fc.constantFrom<RatingValue>(RATINGS.again, RATINGS.hard, RATINGS.good, RATINGS.easy);
const startAt = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
/** Time between two answers: at once, minutes, days, or years. */
const gap = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: HOUR }), fc.integer({ min: 1, max: 400 * DAY }));
const answers = fc.array(fc.record({ rating, gap }), { maxLength: 25 });

/** The log of answers given one after another from a start time, and the state built as each came. */
function history(start: Date, steps: { rating: RatingValue; gap: number }[]): { log: LoggedRating[]; card: CardState } {
  let at = start.getTime();
  let card = newCard(start);
  const log: LoggedRating[] = [];
  for (const step of steps) {
    at += step.gap;
    const answered_at = new Date(at);
    card = rate(card, step.rating, answered_at);
    log.push({ rating: step.rating, answered_at });
  }
  return { log, card };
}

const interval = (card: CardState) => card.due.getTime() - card.last_review!.getTime();

function expectSound(card: CardState, at: Date) {
  for (const value of [card.stability, card.difficulty, card.elapsed_days, card.scheduled_days, card.reps, card.lapses, card.due.getTime()]) {
    expect(Number.isFinite(value)).toBe(true);
  }
  expect(card.elapsed_days).toBeGreaterThanOrEqual(0);
  expect(card.scheduled_days).toBeGreaterThanOrEqual(0);
  expect(card.lapses).toBeLessThanOrEqual(card.reps);
  expect(card.due.getTime()).toBeGreaterThanOrEqual(at.getTime());
  if (card.reps > 0) {
    expect(card.stability).toBeGreaterThan(0);
    expect(card.difficulty).toBeGreaterThanOrEqual(1);
    expect(card.difficulty).toBeLessThanOrEqual(10);
  }
  for (const text of Object.values(intervalsAt(card, at))) expect(text).toMatch(/^\d+(\.\d)? (min|h|d|mo|y)$/);
}

describe('the review schedule, for any ratings at any times', () => {
  test('Good, each time the item is due, never shortens its interval, and grows it once learned', () => {
    fc.assert(
      fc.property(startAt, fc.integer({ min: 3, max: 15 }), fc.array(fc.integer({ min: 0, max: 3 * DAY }), { minLength: 15, maxLength: 15 }), (start, count, late) => {
        let card = rate(newCard(start), RATINGS.good, start);
        const intervals = [interval(card)];
        for (let i = 1; i < count; i++) {
          // answered when due, or somewhat after
          card = rate(card, RATINGS.good, new Date(card.due.getTime() + late[i]!));
          intervals.push(interval(card));
        }
        for (let i = 1; i < intervals.length; i++) {
          expect(intervals[i]).toBeGreaterThanOrEqual(intervals[i - 1]!);
          if (intervals[i - 1]! >= DAY && intervals[i - 1]! < LONGEST) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);
        }
        expect(intervals.at(-1)).toBeGreaterThanOrEqual(DAY);
      }),
      { numRuns: 200 },
    );
  });

  test('Again brings the item back within the hour, and counts a lapse when the item was learned', () => {
    fc.assert(
      fc.property(startAt, answers, gap, (start, steps, wait) => {
        const { card } = history(start, steps);
        const at = new Date((card.last_review ?? start).getTime() + wait);
        const again = rate(card, RATINGS.again, at);
        expect(again.due.getTime() - at.getTime()).toBeGreaterThan(0);
        expect(again.due.getTime() - at.getTime()).toBeLessThanOrEqual(HOUR);
        expect(again.lapses).toBe(card.lapses + (card.state === REVIEW_STATE ? 1 : 0));
        expect(again.reps).toBe(card.reps + 1);
      }),
      { numRuns: 300 },
    );
  });

  test('a log replays to exactly the state kept as it was answered, whatever order it arrives in', () => {
    fc.assert(
      fc.property(
        fc
          // distinct times: the log orders by time alone
          .tuple(startAt, fc.array(fc.record({ rating, gap: fc.integer({ min: 1, max: 60 * DAY }) }), { minLength: 1, maxLength: 25 }))
          .map(([start, steps]) => history(start, steps))
          .chain(({ log, card }) => fc.record({ log: fc.constant(log), card: fc.constant(card), arrived: fc.shuffledSubarray(log, { minLength: log.length }) })),
        ({ log, card, arrived }) => {
          expect(replay(log)).toEqual(card);
          expect(replay(arrived)).toEqual(card);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('no state holds a NaN, a negative interval or a due time before its answer', () => {
    fc.assert(
      fc.property(startAt, answers, (start, steps) => {
        let at = start.getTime();
        let card = newCard(start);
        expectSound(card, start);
        for (const step of steps) {
          at += step.gap;
          card = rate(card, step.rating, new Date(at));
          expectSound(card, new Date(at));
          expect(interval(card)).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
