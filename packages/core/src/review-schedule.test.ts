import { describe, expect, test } from 'vitest';
import { RATINGS } from './review-rules';
import { intervalsAt, newCard, rate, replay, scheduledInterval } from './review-schedule';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = new Date('2025-03-10T09:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

/** A card rated Good twice, a day apart: past the learning steps, in review. */
function learnedCard() {
  const first = rate(newCard(start), RATINGS.good, start);
  return rate(first, RATINGS.good, first.due);
}

describe('scheduling with ts-fsrs', () => {
  test('Again brings a new item back the same day, minutes later', () => {
    const card = rate(newCard(start), RATINGS.again, start);
    const wait = card.due.getTime() - start.getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThan(60 * MINUTE);
    expect(card.reps).toBe(1);
    expect(card.last_review).toEqual(start);
  });

  test('Again on a learned item is a lapse and brings it back within the hour', () => {
    const learned = learnedCard();
    const at = learned.due;
    const lapsed = rate(learned, RATINGS.again, at);
    expect(lapsed.lapses).toBe(learned.lapses + 1);
    expect(lapsed.due.getTime() - at.getTime()).toBeLessThan(60 * MINUTE);
  });

  test('Good on a learned item pushes it out by days, Easy further than Good, Hard less', () => {
    const learned = learnedCard();
    const at = learned.due;
    const [hard, good, easy] = [RATINGS.hard, RATINGS.good, RATINGS.easy].map((r) => rate(learned, r, at).due.getTime() - at.getTime());
    expect(good).toBeGreaterThanOrEqual(DAY);
    expect(easy).toBeGreaterThan(good!);
    expect(hard).toBeLessThan(good!);
  });

  test('the next intervals are formatted per rating, as the buttons show them', () => {
    const fresh = intervalsAt(newCard(start), start);
    expect(fresh[RATINGS.again]).toMatch(/^\d+ min$/);
    expect(fresh[RATINGS.easy]).toMatch(/^\d+ d$/);
    const learned = learnedCard();
    const intervals = intervalsAt(learned, learned.due);
    expect(intervals[RATINGS.good]).toMatch(/^\d+ d$/);
    expect(Object.keys(intervals)).toEqual(['1', '2', '3', '4']);
  });

  test('the same ratings always give the same card (no fuzz)', () => {
    expect(learnedCard()).toEqual(learnedCard());
  });

  test('scheduledInterval is the time from the last review to the due time', () => {
    const card = rate(newCard(start), RATINGS.again, start);
    expect(scheduledInterval(card)).toMatch(/min$/);
  });

  test('replaying a log in any arrival order rebuilds the card as the ratings were given', () => {
    const log = [
      { rating: RATINGS.again, answered_at: start },
      { rating: RATINGS.good, answered_at: later(10 * MINUTE) },
      { rating: RATINGS.good, answered_at: later(2 * DAY) },
      { rating: RATINGS.hard, answered_at: later(9 * DAY) },
    ];
    let inOrder = newCard(start);
    for (const { rating, answered_at } of log) inOrder = rate(inOrder, rating, answered_at);

    expect(replay(log)).toEqual(inOrder);
    expect(replay([log[2]!, log[0]!, log[3]!, log[1]!])).toEqual(inOrder);
    // and the order matters: the same ratings applied as they arrived give another card
    let asArrived = newCard(start);
    for (const { rating } of [log[2]!, log[0]!, log[3]!, log[1]!]) asArrived = rate(asArrived, rating, start);
    expect(asArrived).not.toEqual(inOrder);
  });

  test('an empty log is a new card', () => {
    expect(replay([]).reps).toBe(0);
  });
});
