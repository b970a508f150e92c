import { describe, expect, test } from 'vitest';
import { ANSWER_MSG, answerVerdict } from './quiz-messages';

describe('the verdict on an answer', () => {
  test('a right pick is right whatever its case or letter prefix', () => {
    expect(answerVerdict('Talk To Customers', 'talk to customers')).toBe(ANSWER_MSG.right);
    expect(answerVerdict('B) talk to customers', 'Talk to customers')).toBe('Right!');
  });

  test('a wrong pick names the right answer as the options show it', () => {
    expect(answerVerdict('Build First', 'b) talk to customers')).toBe('Not quite. The right answer is: Talk To Customers');
  });
});
