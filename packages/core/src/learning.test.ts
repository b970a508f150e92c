import { describe, expect, test } from 'vitest';
import {
  bookmarkExistsQuery,
  bookmarksQuery,
  isTimeZone,
  newBookmark,
  newResult,
  questionIdParams,
  resultStatsQuery,
  shareQuestionInput,
} from './learning';
import { confirmDeleteBookmarksText } from './learning-messages';
import { QUIZ_MAX_QUESTIONS } from './limits';

const answer = { question_id: 7, selectedOption: 'A', timeTaken: 2 };
const result = { category: ' Fun&Games ', course: ' Chess ', topic: 'Openings', time_taken: 30, answers: [answer], client_id: '6f1c2f0e-5b8a-4c7e-9d3a-1b2c3d4e5f60' };

describe('a quiz result', () => {
  test('names are trimmed, the category lower-cased like the route parameter, a blank module is null', () => {
    expect(newResult.parse({ ...result, module: '  ' })).toMatchObject({ category: 'fun&games', course: 'Chess', module: null });
  });

  test('each answer names its question by a positive whole id; the server grades, so nothing else is needed', () => {
    for (const question_id of [0, -1, 1.5, '7', undefined]) expect(newResult.safeParse({ ...result, answers: [{ ...answer, question_id }] }).success).toBe(false);
    expect(newResult.parse({ ...result, score: 1, answers: [{ ...answer, correct: true, correctAnswer: 'A' }] }).answers).toEqual([answer]);
  });

  test('a result taken offline names its client id, made once on the device', () => {
    expect(newResult.safeParse({ ...result, client_id: undefined }).success).toBe(false);
    expect(newResult.safeParse({ ...result, client_id: 'last time' }).success).toBe(false);
  });

  test(`a result holds 1 to ${QUIZ_MAX_QUESTIONS} answers`, () => {
    expect(newResult.safeParse({ ...result, answers: [] }).success).toBe(false);
    expect(newResult.safeParse({ ...result, answers: Array(QUIZ_MAX_QUESTIONS).fill(answer) }).success).toBe(true);
    expect(newResult.safeParse({ ...result, answers: Array(QUIZ_MAX_QUESTIONS + 1).fill(answer) }).success).toBe(false);
  });

  test('time taken is whole non-negative seconds', () => {
    expect(newResult.safeParse({ ...result, time_taken: -1 }).success).toBe(false);
    expect(newResult.safeParse({ ...result, time_taken: 1.5 }).success).toBe(false);
  });
});

describe('a bookmark', () => {
  const base = { category: 'Kids', course: 'Animals', content: { concept: ' Mammals ' } };

  test('mode defaults to curious; blank module and topic are null; concept is trimmed', () => {
    expect(newBookmark.parse(base)).toEqual({ category: 'kids', course: 'Animals', module: null, topic: null, mode: 'curious', content: { concept: 'Mammals' } });
  });

  test('difficulty is read loosely: case and spaces ignored, blank means none, anything else refused', () => {
    const withDifficulty = (difficulty: unknown) => newBookmark.safeParse({ ...base, content: { concept: 'X', difficulty } });
    expect(withDifficulty(' HARD ').data?.content.difficulty).toBe('hard');
    expect(withDifficulty('').data?.content).toEqual({ concept: 'X' });
    expect(withDifficulty(null).data?.content).toEqual({ concept: 'X' });
    expect(withDifficulty('extreme').success).toBe(false);
  });

  test('summary is a list or a string; formulas only a list; null sections are dropped', () => {
    expect(newBookmark.parse({ ...base, content: { concept: 'X', summary: ['a', 'b'], formulas: ['f'] } }).content).toEqual({ concept: 'X', summary: ['a', 'b'], formulas: ['f'] });
    expect(newBookmark.parse({ ...base, content: { concept: 'X', summary: 'one', example: null } }).content).toEqual({ concept: 'X', summary: 'one' });
    expect(newBookmark.safeParse({ ...base, content: { concept: 'X', formulas: 'f' } }).success).toBe(false);
  });

  test('a blank concept is refused', () => {
    expect(newBookmark.safeParse({ ...base, content: { concept: '  ' } }).success).toBe(false);
    expect(bookmarkExistsQuery.safeParse({ category: 'kids', concept: '' }).success).toBe(false);
  });

  test('the list filter: a blank category means all', () => {
    expect(bookmarksQuery.parse({ category: '' })).toEqual({ category: undefined });
    expect(bookmarksQuery.parse({ category: ' Kids ' })).toEqual({ category: 'kids' });
  });

  test('the admin confirm text names the concept', () => {
    expect(confirmDeleteBookmarksText('Photosynthesis')).toBe('Delete all bookmarks with concept "Photosynthesis" for all users?');
  });
});

describe('question feedback and sharing', () => {
  test('question ids are positive whole numbers that fit the database', () => {
    expect(questionIdParams.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648']) expect(questionIdParams.safeParse({ id }).success).toBe(false);
  });

  test('a share without a body uses serious mode', () => {
    expect(shareQuestionInput.parse(null)).toEqual({ mode: 'serious' });
    expect(shareQuestionInput.parse({ mode: 'curious' })).toEqual({ mode: 'curious' });
    expect(shareQuestionInput.safeParse({ mode: 'kids' }).success).toBe(false);
  });

  test('stats take an IANA time zone, UTC by default', () => {
    expect(resultStatsQuery.parse({})).toEqual({ tz: 'UTC' });
    expect(resultStatsQuery.parse({ tz: 'Asia/Kolkata' })).toEqual({ tz: 'Asia/Kolkata' });
    expect(resultStatsQuery.safeParse({ tz: 'Nowhere/Else' }).success).toBe(false);
  });
});

describe('a time zone', () => {
  test('is known to the runtime, whether checked for the first time or again', () => {
    for (let round = 0; round < 2; round++) {
      expect(isTimeZone('Europe/Berlin')).toBe(true);
      expect(isTimeZone('UTC')).toBe(true);
      expect(isTimeZone('europe/berlin')).toBe(true);
      expect(isTimeZone('Nowhere/Else')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });

  test('may be spelled in any case or by an alias, as the runtime takes it', () => {
    expect(isTimeZone('AMERICA/ARGENTINA/BUENOS_AIRES')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
  });
});
