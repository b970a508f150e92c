import { describe, expect, test } from 'vitest';
import { ANSWER_MSG, answerVerdict } from './quiz-messages';

describe('the verdict on an answer', () => {
  test('a right answer is right', () => {
    expect(answerVerdict({ correct: true, answer: 'talk to customers' })).toBe(ANSWER_MSG.right);
  });

  test('a wrong answer names the right one as the options show it', () => {
    expect(answerVerdict({ correct: false, answer: 'b) talk to customers' })).toBe('Not quite. The right answer is: Talk To Customers');
  });
});
