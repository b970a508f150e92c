import { describe, expect, test } from 'vitest';
import { RATINGS, ratingFromAnswer, slowAfterSeconds } from './review-rules';

describe('the rating an answer suggests', () => {
  const question = 'Which is the largest ocean?';
  const slow = slowAfterSeconds(question, []) + 1;

  test('a choice: wrong is Again, right Good, Hard when slow', () => {
    expect(ratingFromAnswer(false, 1, question, ['Pacific', 'Atlantic'])).toBe(RATINGS.again);
    expect(ratingFromAnswer(true, 1, question, ['Pacific', 'Atlantic'], { type: 'multiple_choice' })).toBe(RATINGS.good);
    expect(ratingFromAnswer(true, slow + 5, question, ['Pacific', 'Atlantic'], { type: 'true_false' })).toBe(RATINGS.hard);
  });

  test.each(['typed', 'numeric', 'cloze'])('a %s answer is recalled: wrong Again, almost Hard, slow Good, quick Easy', (type) => {
    expect(ratingFromAnswer(false, 1, question, [], { type })).toBe(RATINGS.again);
    expect(ratingFromAnswer(true, 1, question, [], { type, almost: true })).toBe(RATINGS.hard);
    expect(ratingFromAnswer(true, slow, question, [], { type })).toBe(RATINGS.good);
    expect(ratingFromAnswer(true, 1, question, [], { type })).toBe(RATINGS.easy);
  });
});
