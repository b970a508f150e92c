import { describe, expect, test } from 'vitest';
import type { LearnerProgress } from '@curio/core/review';
import { calendarWeeks, hasProgress, heatLevel, HEAT_LEVELS, monthLabels, retentionPercent, weekdayOf } from './progress-view';

/** Consecutive calendar days from a start date, with the given counts. */
function days(start: string, counts: number[]) {
  const first = Date.parse(`${start}T00:00:00Z`);
  return counts.map((count, i) => ({ date: new Date(first + i * 86_400_000).toISOString().slice(0, 10), count }));
}

const empty: LearnerProgress = { calendar: days('2026-09-01', Array(84).fill(0)), forecast: [], retention: { remembered: 0, total: 0 }, courses: [], goal: null };

describe('the study calendar', () => {
  test('weekdays count from Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe(0); // a Monday
    expect(weekdayOf('2026-11-29')).toBe(6); // a Sunday
  });

  test('a day without study is unshaded and any study is shaded', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(1, 100)).toBe(1);
    expect(heatLevel(10, 10)).toBe(HEAT_LEVELS - 1);
    expect(heatLevel(5, 10)).toBe(2);
  });

  test('lays the days out in weeks, Monday first, padded at both ends', () => {
    // Wednesday 2026-11-04 to Tuesday 2026-11-17: two weeks and a bit
    const weeks = calendarWeeks(days('2026-11-04', [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]));
    expect(weeks).toHaveLength(3);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 2)).toEqual([null, null]);
    expect(weeks[0]![2]).toEqual({ date: '2026-11-04', count: 1, level: 1 });
    expect(weeks[2]![1]).toEqual({ date: '2026-11-17', count: 4, level: HEAT_LEVELS - 1 });
    expect(weeks[2]!.slice(2)).toEqual([null, null, null, null, null]);
  });

  test('twelve weeks ending on a Sunday fill twelve columns exactly', () => {
    const weeks = calendarWeeks(days('2026-09-07', Array(84).fill(0)));
    expect(weeks).toHaveLength(12);
    expect(weeks.flat().every((day) => day !== null && day.level === 0)).toBe(true);
  });

  test('names a month over the first week that starts in it', () => {
    // Monday 2026-09-07 onwards: October starts in the week of Monday 2026-09-28
    const labels = monthLabels(calendarWeeks(days('2026-09-07', Array(84).fill(0))));
    expect(labels[0]).toBe('2026-09-07');
    expect(labels.filter(Boolean)).toEqual(['2026-09-07', '2026-10-05', '2026-11-02']);
  });

  test('leaves the first week unnamed when the next month name would overlap it', () => {
    // Sunday 2026-05-31: the first column holds one May day, the next starts on Monday 1 June
    const labels = monthLabels(calendarWeeks(days('2026-05-31', Array(10).fill(0))));
    expect(labels).toEqual([null, '2026-06-01', null]);
  });

  test('an empty calendar has no weeks', () => {
    expect(calendarWeeks([])).toEqual([]);
  });
});

describe('retention', () => {
  test('is the share of reviews remembered, rounded', () => {
    expect(retentionPercent({ remembered: 2, total: 3 })).toBe(67);
    expect(retentionPercent({ remembered: 5, total: 5 })).toBe(100);
  });

  test('is not a number when nothing was reviewed', () => {
    expect(retentionPercent({ remembered: 0, total: 0 })).toBeNull();
  });
});

describe('whether there is progress to show', () => {
  test('a new learner has none', () => {
    expect(hasProgress(empty)).toBe(false);
  });

  test.each([
    ['a study day', { calendar: days('2026-09-01', [0, 2]) }],
    ['an item due', { forecast: [{ date: '2026-11-25', count: 1 }] }],
    ['a course in the model', { courses: [{ category: 'science', course: 'Physics', mastered: 0, learning: 1, new: 0 }] }],
  ])('%s is progress', (_case, part) => {
    expect(hasProgress({ ...empty, ...part })).toBe(true);
  });
});
