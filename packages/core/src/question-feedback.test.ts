import { describe, expect, test } from 'vitest';
import { applyFeedbackChoice } from './question-feedback';

const none = { up: 3, down: 1, update: 0, mine: null };

describe('thumbs feedback on a question', () => {
  test('a first choice adds one vote of that type and becomes the learner’s', () => {
    expect(applyFeedbackChoice(none, 'up')).toEqual({ up: 4, down: 1, update: 0, mine: 'up' });
    expect(applyFeedbackChoice(none, 'update')).toEqual({ up: 3, down: 1, update: 1, mine: 'update' });
  });

  test('changing the choice moves the learner’s vote', () => {
    expect(applyFeedbackChoice({ up: 4, down: 1, update: 0, mine: 'up' }, 'down')).toEqual({ up: 3, down: 2, update: 0, mine: 'down' });
  });

  test('picking the same type again changes nothing', () => {
    expect(applyFeedbackChoice({ up: 4, down: 1, update: 0, mine: 'up' }, 'up')).toBeNull();
  });

  test('a count never goes below zero', () => {
    expect(applyFeedbackChoice({ up: 0, down: 0, update: 0, mine: 'up' }, 'down')).toEqual({ up: 0, down: 1, update: 0, mine: 'down' });
  });

  test('the given counts are not changed', () => {
    const counts = { up: 1, down: 0, update: 0, mine: 'up' as const };
    applyFeedbackChoice(counts, 'down');
    expect(counts).toEqual({ up: 1, down: 0, update: 0, mine: 'up' });
  });
});
