import { describe, expect, test } from 'vitest';
import { elapsedSeconds, newProgress, parseProgress, serializeProgress, withAnswer, type SavedAnswer } from './quiz-progress';
import { canResume } from './quiz-rules';

const START = 1_700_000_000_000;

const answer = (n: number, correct = true): SavedAnswer => ({
  question_id: 100 + n,
  selectedOption: correct ? 'Right' : 'Wrong',
  correct,
  timeTaken: n,
});

/** An answer as the quiz saved it before answers named their question. */
const legacyAnswer = (n: number, correct = true) => ({
  question: `Question ${n}?`,
  selectedOption: correct ? 'Right' : 'Wrong',
  correctAnswer: 'Right',
  correct,
  timeTaken: n,
});

const stored = (answers: unknown, current: string | null, startTime: string | null = String(START)) => ({
  answers: answers === null ? null : JSON.stringify(answers),
  current,
  startTime,
});

describe('a quiz in progress', () => {
  test('a new quiz has no answers, shows the first question and starts now', () => {
    expect(newProgress(START)).toEqual({ answers: [], current: 0, startTime: START });
  });

  test('an answer is appended and the next question comes up; the start time stays', () => {
    const once = withAnswer(newProgress(START), answer(1));
    const twice = withAnswer(once, answer(2, false));
    expect(twice).toEqual({ answers: [answer(1), answer(2, false)], current: 2, startTime: START });
  });

  test('recording an answer leaves the earlier progress as it was', () => {
    const before = newProgress(START);
    withAnswer(before, answer(1));
    expect(before).toEqual({ answers: [], current: 0, startTime: START });
  });
});

describe('auto-save and resume', () => {
  test('what is saved after each answer reads back as the same progress', () => {
    let progress = newProgress(START);
    for (const n of [1, 2, 3]) progress = withAnswer(progress, answer(n, n !== 2));
    const saved = serializeProgress(progress);
    expect(saved).toEqual({ answers: JSON.stringify(progress.answers), current: '3', startTime: String(START) });
    expect(canResume(saved)).toBe(true);
    expect(parseProgress(saved)).toEqual(progress);
  });

  test('a quiz saved before the first answer resumes at the first question', () => {
    expect(parseProgress(serializeProgress(newProgress(START)))).toEqual(newProgress(START));
  });

  test('surrounding whitespace in the saved numbers is forgiven', () => {
    expect(parseProgress(stored([answer(1)], ' 1 ', ` ${START}\n`))).toEqual({ answers: [answer(1)], current: 1, startTime: START });
  });

  test.each([
    ['no answers', stored(null, '1')],
    ['no index', stored([answer(1)], null)],
    ['no start time', stored([answer(1)], '1', null)],
  ])('with %s there is nothing to resume', (_case, saved) => {
    expect(canResume(saved)).toBe(false);
    expect(parseProgress(saved)).toBeNull();
  });

  test.each([
    ['answers that are not JSON', { answers: '[{"question":', current: '1', startTime: String(START) }],
    ['answers that are not a list', stored({ 0: answer(1) }, '1')],
    ['an answer without its question', stored([{ ...answer(1), question_id: undefined }], '1')],
    ['an answer whose question id is not a whole number', stored([{ ...answer(1), question_id: 1.5 }], '1')],
    ['an answer whose question id is a string', stored([{ ...answer(1), question_id: '101' }], '1')],
    ['an answer whose correctness is a string', stored([{ ...answer(1), correct: 'true' }], '1')],
    ['an answer with a negative time', stored([{ ...answer(1), timeTaken: -1 }], '1')],
    ['an answer that is null', stored([null], '1')],
    ['a negative index', stored([answer(1)], '-1')],
    ['a fractional index', stored([answer(1)], '0.5')],
    ['an index that is not a number', stored([answer(1)], 'one')],
    ['an empty index', stored([answer(1)], '')],
    ['an index past the saved answers', stored([answer(1)], '2')],
    ['a start time that is not a number', stored([answer(1)], '1', 'yesterday')],
    ['a start time in exponent form', stored([answer(1)], '1', '1e12')],
  ])('%s starts the quiz afresh', (_case, saved) => {
    expect(parseProgress(saved)).toBeNull();
  });
});

describe('progress saved before answers named their question', () => {
  const idOf = (question: string) => ({ 'Question 1?': 101, 'Question 2?': 102 })[question];

  test('maps each answer to its question by the question text', () => {
    const saved = stored([legacyAnswer(1), legacyAnswer(2, false)], '2');
    expect(parseProgress(saved, idOf)).toEqual({ answers: [answer(1), answer(2, false)], current: 2, startTime: START });
  });

  test('starts afresh when a question is no longer in the quiz', () => {
    expect(parseProgress(stored([legacyAnswer(1), legacyAnswer(3)], '2'), idOf)).toBeNull();
  });

  test('starts afresh when there is nothing to map the questions with', () => {
    expect(parseProgress(stored([legacyAnswer(1)], '1'))).toBeNull();
  });
});

describe('time taken', () => {
  test('is counted in whole seconds, rounded', () => {
    expect(elapsedSeconds(START, START + 12_400)).toBe(12);
    expect(elapsedSeconds(START, START + 12_500)).toBe(13);
    expect(elapsedSeconds(START, START)).toBe(0);
  });

  test('is never negative when the clock was set back', () => {
    expect(elapsedSeconds(START, START - 5_000)).toBe(0);
  });
});
