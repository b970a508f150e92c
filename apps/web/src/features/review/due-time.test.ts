import { describe, expect, test } from 'vitest';
import { dueTime } from './due-time';

// local times, so the calendar day is the same wherever the test runs
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const now = at(2026, 3, 2, 10, 0); // a Monday

describe('when the next review is due', () => {
  test('later today reads as an interval, like the rating buttons', () => {
    expect(dueTime(at(2026, 3, 2, 10, 25).toISOString(), now)).toBe('in 25 min');
    expect(dueTime(at(2026, 3, 2, 13, 0).toISOString(), now)).toBe('in 3 h');
  });

  test('tomorrow, this week, then the date', () => {
    expect(dueTime(at(2026, 3, 3, 0, 30).toISOString(), now)).toBe('tomorrow at 12:30 AM');
    expect(dueTime(at(2026, 3, 6, 18, 0).toISOString(), now)).toBe('on Friday at 6:00 PM');
    expect(dueTime(at(2026, 3, 20).toISOString(), now)).toBe('on Mar 20, 2026');
  });

  test('past or broken times', () => {
    expect(dueTime(at(2026, 3, 1).toISOString(), now)).toBe('now');
    expect(dueTime('not a date', now)).toBe('');
  });
});
