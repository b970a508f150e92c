import { describe, expect, test } from 'vitest';
import { checkUploadItems, UPLOAD_DEFAULT_MODE, UPLOAD_LIST_MAX, UPLOAD_MSG, UPLOAD_TEXT_MAX, uploadKind, uploadSuccess } from './upload';
import { CATALOGUE_NAME_MAX, modulesQuery, quizQuery, STUDY_MODE_MSG, studyMode } from './catalogue';

const place = { category: 'Business', course: 'Marketing', module: 'Basics', topic: 'Customers' };
const quiz = (extra: Record<string, unknown> = {}) => ({ ...place, question: 'Who buys?', options: ['Customers', 'Nobody'], answer: 'Customers', ...extra });
const card = (content: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({ ...place, content: { concept: 'Segments', ...content }, ...extra });

describe('the upload file', () => {
  test.each([
    ['quiz.json', 'questions'],
    ['Marketing-QUIZ-2.json', 'questions'],
    ['myQuizzes.json', 'questions'],
    ['flashcards.json', 'flashcards'],
    ['qui-z.json', 'flashcards'],
  ])('%s holds %s', (name, kind) => {
    expect(uploadKind(name)).toBe(kind);
  });

  test('the spec texts', () => {
    expect(UPLOAD_MSG).toEqual({
      noFile: 'Please select a file to upload.',
      notArray: 'Invalid file format. Expecting an array.',
      empty: 'Nothing was uploaded: the file holds no items.',
      failed: 'Upload failed. Check format and console for details.',
    });
    expect(uploadSuccess('flashcards')).toBe("Data uploaded to 'flashcards' and lookups populated!");
  });

  test('content that is not an array is refused with the spec text', () => {
    for (const items of [{}, 'x', null, undefined, 3]) expect(checkUploadItems('quiz.json', items)).toEqual({ ok: false, message: UPLOAD_MSG.notArray });
  });

  test('an empty array is refused: there is nothing to upload', () => {
    expect(checkUploadItems('quiz.json', [])).toEqual({ ok: false, message: UPLOAD_MSG.empty });
  });
});

describe('quiz items', () => {
  test('names are trimmed, options parsed from a comma-separated text, missing parts default to empty and the mode to serious', () => {
    const result = checkUploadItems('quiz.json', [quiz({ category: ' Business ', options: ' a. customers , b) nobody,, ', answer: 'customers' })]);
    expect(result).toEqual({
      ok: true,
      kind: 'questions',
      // no type: multiple choice, as every file written before question types
      items: [{ ...place, type: 'multiple_choice', subtopic: null, question: 'Who buys?', options: ['a. customers', 'b) nobody'], answer: 'customers', tags: [], mode: ['serious'] }],
    });
  });

  test.each([
    ['missing', undefined],
    ['null', null],
    ['an empty list', []],
  ])('a mode that is %s becomes serious, so the question shows in quizzes', (_what, mode) => {
    const result = checkUploadItems('quiz.json', [quiz({ mode })]);
    expect(result.ok && result.items[0]?.mode).toEqual([UPLOAD_DEFAULT_MODE.questions]);
  });

  test('a mode given is kept as given, even without serious', () => {
    const result = checkUploadItems('quiz.json', [quiz({ mode: ['curious'] })]);
    expect(result.ok && result.items[0]?.mode).toEqual(['curious']);
  });

  test('tags are trimmed and blank ones dropped; modes are checked, lower-cased and kept once', () => {
    const result = checkUploadItems('quiz.json', [quiz({ tags: [' intro ', '', 'intro'], mode: ['Serious', 'curious', 'serious'], subtopic: '  ' })]);
    expect(result.ok && result.items[0]).toMatchObject({ tags: ['intro'], mode: ['serious', 'curious'], subtopic: null });
  });

  test.each([
    ['a missing question', { question: undefined }, 'Item 0: question: is required'],
    ['a null module', { module: null }, 'Item 0: module: is required'],
    ['one option', { options: ['Customers'] }, 'Item 0: options: needs at least two options'],
    ['options of the wrong type', { options: [1, 2] }, 'Item 0: options: must be a list of texts or one comma-separated text'],
    ['an answer that matches no option', { answer: 'Everyone' }, 'Item 0: answer: must be one of the options'],
    ['a mode outside serious and curious', { mode: ['relaxed'] }, 'Item 0: mode.0: must be serious or curious'],
    ['a mode that is not a list', { mode: 'serious' }, 'Item 0: mode: Invalid input: expected array, received string'],
    ['a name too long', { course: 'c'.repeat(CATALOGUE_NAME_MAX + 1) }, `Item 0: course: Too big: expected string to have <=${CATALOGUE_NAME_MAX} characters`],
    ['a question too long', { question: 'q'.repeat(UPLOAD_TEXT_MAX + 1) }, `Item 0: question: Too big: expected string to have <=${UPLOAD_TEXT_MAX} characters`],
    ['too many tags', { tags: Array.from({ length: UPLOAD_LIST_MAX + 1 }, (_, i) => `t${i}`) }, `Item 0: tags: Too big: expected array to have <=${UPLOAD_LIST_MAX} items`],
  ])('%s is refused, naming the item and field', (_what, extra, message) => {
    expect(checkUploadItems('quiz.json', [quiz(), quiz(extra)])).toEqual({ ok: false, message: message.replace('Item 0', 'Item 1') });
  });

  test('an answer matches its option after normalizing both, as the quiz compares them', () => {
    expect(checkUploadItems('quiz.json', [quiz({ options: ['a) new york', 'b) paris'], answer: 'New York' })]).ok).toBe(true);
  });
});

describe('flashcard items', () => {
  test('every section is kept; a summary text becomes lines; difficulty is lower-cased', () => {
    const result = checkUploadItems('cards.json', [
      card(
        { formulas: ['a = b', ' '], example: ' An example ', summary: 'Line one\nLine two', difficulty: ' Medium ', protip: 'Tip', quiz_check: 'Check?' },
        { subtopic: 'Segments', tag: 'core', mode: ['curious'] },
      ),
    ]);
    expect(result).toEqual({
      ok: true,
      kind: 'flashcards',
      items: [
        {
          ...place,
          subtopic: 'Segments',
          tag: 'core',
          mode: ['curious'],
          content: { concept: 'Segments', formulas: ['a = b'], example: 'An example', summary: ['Line one', 'Line two'], difficulty: 'medium', protip: 'Tip', quiz_check: 'Check?' },
        },
      ],
    });
  });

  test('missing formulas, text parts and difficulty default to empty, the mode to curious', () => {
    const result = checkUploadItems('cards.json', [card()]);
    expect(result.ok && result.items[0]).toMatchObject({
      tag: null,
      mode: ['curious'],
      content: { concept: 'Segments', formulas: [], example: null, summary: [], difficulty: null, protip: null, quiz_check: null },
    });
  });

  test.each([
    ['missing', undefined],
    ['null', null],
    ['an empty list', []],
  ])('a mode that is %s becomes curious, the mode flashcards are studied in', (_what, mode) => {
    const result = checkUploadItems('cards.json', [card({}, { mode })]);
    expect(result.ok && result.items[0]?.mode).toEqual([UPLOAD_DEFAULT_MODE.flashcards]);
  });

  test('the default modes are the ones each kind is studied in (docs/product.md#who-uses-curio)', () => {
    expect(UPLOAD_DEFAULT_MODE).toEqual({ questions: 'serious', flashcards: 'curious' });
  });

  test.each([
    ['no content', { content: undefined }, 'Item 0: content: is required'],
    ['a blank concept', { content: { concept: ' ' } }, 'Item 0: content.concept: is required'],
    ['a difficulty outside easy, medium, hard', { content: { concept: 'x', difficulty: 'extreme' } }, 'Item 0: content.difficulty: must be easy, medium or hard'],
    ['a summary of the wrong type', { content: { concept: 'x', summary: 5 } }, 'Item 0: content.summary: must be a list of texts or one text'],
    ['a NUL character', { content: { concept: 'a\u0000b' } }, 'Item 0: content.concept: must not contain NUL characters'],
  ])('%s is refused', (_what, extra, message) => {
    expect(checkUploadItems('cards.json', [{ ...card(), ...extra }])).toEqual({ ok: false, message });
  });
});

describe('mode in the query string', () => {
  test('only serious and curious, case and spaces forgiven', () => {
    expect(studyMode.parse(' Serious ')).toBe('serious');
    expect(studyMode.parse('CURIOUS')).toBe('curious');
    expect(modulesQuery.safeParse({ mode: 'all' }).error?.issues[0]?.message).toBe(STUDY_MODE_MSG);
    expect(STUDY_MODE_MSG).toBe('Only serious and curious are accepted as mode in the query string');
  });

  test('the quiz defaults to serious and needs a course and topic', () => {
    expect(quizQuery.parse({ course: ' Marketing ', topic: 'Customers' })).toEqual({ course: 'Marketing', topic: 'Customers', mode: 'serious' });
    expect(quizQuery.safeParse({ topic: 'Customers' }).error?.issues[0]).toMatchObject({ path: ['course'], message: 'is required' });
  });
});
