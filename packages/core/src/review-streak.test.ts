import { describe, expect, test } from 'vitest';
import { reviewStreak, type DayCount } from './review-streak';

const GOAL = 10;

/** Consecutive days ending on `today` (2025-06-04 is a Wednesday), from counts oldest first. */
function days(counts: number[], today = '2025-06-04'): DayCount[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return counts.map((count, i) => ({ date: new Date(end - (counts.length - 1 - i) * 86_400_000).toISOString().slice(0, 10), count }));
}

describe('the daily goal streak', () => {
  test('counts the days in a row the goal was met, today included once met', () => {
    expect(reviewStreak(days([0, 0, 10, 12, 10]), GOAL)).toEqual({ streak: 3, fromFirstDay: false });
  });

  test('today not yet met neither breaks the streak nor counts', () => {
    expect(reviewStreak(days([0, 0, 10, 12, 3]), GOAL).streak).toBe(2);
    expect(reviewStreak(days([0, 0, 10, 12, 0]), GOAL).streak).toBe(2);
  });

  test('one missed day in a week is a free day: the streak goes on without counting it', () => {
    // Mon 2 met, Tue 3 missed, Wed 4 met; the week before ends with two misses (Thu 29 free, Wed 28 breaks)
    expect(reviewStreak(days([0, 0, 0, 0, 10, 10, 10, 10, 0, 10]), GOAL).streak).toBe(5);
  });

  test('a second missed day in the same week breaks it', () => {
    // Mon 2 missed, Tue 3 missed: Tuesday is the free day, Monday ends the run
    expect(reviewStreak(days([10, 10, 10, 10, 0, 0, 10]), GOAL)).toEqual({ streak: 1, fromFirstDay: false });
    // missed on Monday and Wednesday of one week, met in between
    expect(reviewStreak(days([10, 10, 10, 0, 10, 0, 10], '2025-06-05'), GOAL).streak).toBe(2);
  });

  test('two missed days in a row across a week boundary are one free day in each week', () => {
    // Sun 1 and Mon 2 missed, Tue 3 met, today (Wed 4) pending
    expect(reviewStreak(days([10, 10, 10, 10, 0, 0, 10, 0]), GOAL).streak).toBe(5);
  });

  test('a free day can be used once in each week, however far back', () => {
    // three weeks (Mon 12 May to Sun 1 June) with one miss each, then Mon 2 to Wed 4 met
    const week = [10, 10, 0, 10, 10, 10, 10];
    expect(reviewStreak(days([...week, ...week, ...week, 10, 10, 10]), GOAL)).toEqual({ streak: 21, fromFirstDay: true });
  });

  test('a pending today does not use the week’s free day', () => {
    // Mon 2 missed (the free day), Tue 3 met, today pending
    expect(reviewStreak(days([10, 10, 10, 0, 10, 0]), GOAL).streak).toBe(4);
  });

  test('says when the run reaches back to the first day given, so a longer history could add to it', () => {
    expect(reviewStreak(days([10, 10, 10]), GOAL)).toEqual({ streak: 3, fromFirstDay: true });
    expect(reviewStreak(days([0, 10, 10]), GOAL)).toEqual({ streak: 2, fromFirstDay: true });
    expect(reviewStreak([], GOAL)).toEqual({ streak: 0, fromFirstDay: true });
  });

  test('no reviews at all is no streak', () => {
    expect(reviewStreak(days([0, 0, 0, 0, 0, 0, 0]), GOAL).streak).toBe(0);
  });
});
