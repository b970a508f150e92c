import { describe, expect, test } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relative time of a post', () => {
  test.each([
    [5_000, 'just now'],
    [-30_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [26 * 3_600_000, 'yesterday'],
    [3 * 86_400_000, '3 days ago'],
  ])('%i ms ago reads %j', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  test('after a week it is the date', () => {
    expect(relativeTime(ago(30 * 86_400_000), now)).toBe('May 16, 2025');
  });

  test('a broken time shows nothing', () => {
    expect(relativeTime('not a time', now)).toBe('');
  });
});
