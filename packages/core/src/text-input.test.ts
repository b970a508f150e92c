import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { signUpInput } from './account';
import { newResult } from './learning';
import { bio, updateMeInput } from './people';
import { newPreset, newTemplate, presetsQuery } from './projects-api';
import { multiLineText, singleLineText, TEXT_MSG, unstorableText } from './text-input';
import { checkUploadItems } from './upload';
import { generateUseCasesInput } from './usecase-generation';
import { newUseCaseNote } from './usecase-notes';
import { newComment, newUseCase, useCasesQuery } from './usecases';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text PostgreSQL cannot store', () => {
  test.each([
    ['a NUL', 'a\u0000b', TEXT_MSG.nul],
    ['a lone high surrogate', 'a\ud800b', TEXT_MSG.malformed],
    ['a lone low surrogate', '\udc00', TEXT_MSG.malformed],
    ['a high surrogate at the end', 'abc\ud83d', TEXT_MSG.malformed],
  ])('%s is named', (_what, text, message) => {
    expect(unstorableText(text)).toBe(message);
  });

  test('any other text is storable, emoji (surrogate pairs) and control characters included', () => {
    for (const text of ['', 'plain', 'Zoë 😀 你好', 'tab\tline\nbreak\r\n', '\u0007\u007f\u0085']) expect(unstorableText(text)).toBeUndefined();
  });
});

describe('single-line and multi-line text', () => {
  const single = singleLineText();
  const multi = multiLineText();

  test.each([
    ['NUL', '\u0000', TEXT_MSG.nul, TEXT_MSG.nul],
    ['a lone surrogate', '\ud800', TEXT_MSG.malformed, TEXT_MSG.malformed],
    ['BEL (C0)', '\u0007', TEXT_MSG.controlCharacters, TEXT_MSG.controlCharacters],
    ['ESC (C0)', '\u001b[31m', TEXT_MSG.controlCharacters, TEXT_MSG.controlCharacters],
    ['vertical tab', '\u000b', TEXT_MSG.controlCharacters, TEXT_MSG.controlCharacters],
    ['DEL', '\u007f', TEXT_MSG.controlCharacters, TEXT_MSG.controlCharacters],
    ['NEL (C1)', '\u0085', TEXT_MSG.controlCharacters, TEXT_MSG.controlCharacters],
    ['CSI (C1)', '\u009b', TEXT_MSG.controlCharacters, TEXT_MSG.controlCharacters],
    ['a tab', '\t', TEXT_MSG.controlCharacters, undefined],
    ['a line feed', '\n', TEXT_MSG.lineBreak, undefined],
    ['a carriage return', '\r\n', TEXT_MSG.lineBreak, undefined],
    ['a line separator', '\u2028', TEXT_MSG.lineBreak, undefined],
    ['a paragraph separator', '\u2029', TEXT_MSG.lineBreak, undefined],
  ])('%s: single-line and multi-line answers', (_what, char, singleMessage, multiMessage) => {
    expect(firstMessage(single, `a${char}b`)).toBe(singleMessage);
    expect(firstMessage(multi, `a${char}b`)).toBe(multiMessage);
  });

  test('letters of every script, emoji, accents and bidi text pass both', () => {
    for (const text of ['Zoë O’Brien', '😀👍🏽', 'مرحبا', 'שלום', '日本語', 'a\u00a0b', 'x\u200by']) {
      expect(single.parse(text)).toBe(text);
      expect(multi.parse(text)).toBe(text);
    }
  });

  test('the rule sees the text as sent: a line break at the end of a single-line field is refused, not trimmed', () => {
    expect(firstMessage(single.trim(), 'Title\n')).toBe(TEXT_MSG.lineBreak);
    expect(multi.trim().parse('Content\n')).toBe('Content');
  });
});

describe('the schemas of packages/core use them', () => {
  const post = { title: 'Solar microgrids', content: 'Villages share a battery bank.' };

  test.each([
    ['a use case title with a bell', newUseCase, { ...post, title: 'Solar\u0007grids' }],
    ['a use case title with a line break', newUseCase, { ...post, title: 'Solar\ngrids' }],
    ['a use case tag with an escape', newUseCase, { ...post, tags: ['ok', 'bad\u001b'] }],
    ['a use case provider with a NUL', newUseCase, { ...post, provider: 'GPT\u0000' }],
    ['a feed search with a C1 control', useCasesQuery, { q: 'solar\u0085' }],
    ['a sign-up name with a backspace', signUpInput, { first_name: 'Ada\u0008', last_name: 'L', email: 'ada@example.com', password: 'secret-pass', age: 30 }],
    ['a username with a tab', updateMeInput, { username: 'ada\tl' }],
    ['a quiz result course with DEL', newResult, { category: 'x', course: 'Physics\u007f', topic: 't', score: 0, time_taken: 1, answers: [{ question: 'q', selectedOption: 'a', correctAnswer: 'a', correct: true, timeTaken: 1 }] }],
    ['a template label with a carriage return', newTemplate, { label: 'Pitch\r', formats: [{ key: 'a', label: 'A', input_schema: { fields: [] }, body: 'x' }] }],
    ['a presets search with a control character', presetsQuery, { q: 'a\u0002' }],
    ['a generation keyword with a control character', generateUseCasesInput, { topic: 'solar\u0003' }],
  ])('%s is refused', (_what, schema: z.ZodType, value) => {
    expect(firstMessage(schema, value)).toMatch(new RegExp(`^(${TEXT_MSG.controlCharacters}|${TEXT_MSG.lineBreak}|${TEXT_MSG.nul})$`));
  });

  test('a form field key with a control character is refused, and so is a form value with one', () => {
    expect(newPreset.safeParse({ label: 'p', payload: { 'na\u0001me': 'x' } }).success).toBe(false);
    expect(firstMessage(newPreset, { label: 'p', payload: { name: 'x\u0001' } })).toBe(TEXT_MSG.controlCharacters);
  });

  test('multi-line fields keep their tabs and line breaks', () => {
    const text = 'First line\n\tindented\r\nlast';
    expect(newUseCase.parse({ ...post, content: text }).content).toBe(text);
    expect(newComment.parse({ body: text }).body).toBe(text);
    expect(newUseCaseNote.parse({ keyword: 'solar', use_case: text, note: text })).toMatchObject({ use_case: text, note: text });
    expect(bio.parse(text)).toBe(text);
    expect(newPreset.parse({ label: 'p', payload: { notes: text, list: [text], group: { inner: text } } }).payload).toEqual({ notes: text, list: [text], group: { inner: text } });
    expect(newTemplate.parse({ label: 'T', description: text, formats: [{ key: 'a', label: 'A', input_schema: { fields: [] }, body: text }] }).formats[0]?.body).toBe(text);
  });

  test('a keyword folds its line breaks into spaces: one line once folded', () => {
    expect(generateUseCasesInput.parse({ topic: ' solar\n\tpanels\u2028now ' }).topic).toBe('solar panels now');
  });

  test('an upload keeps line breaks in questions and refuses them in names', () => {
    const item = { category: 'Science', course: 'Physics', module: 'Motion', topic: 'Speed', question: 'Line one\nline two?', options: ['a', 'b'], answer: 'a' };
    const ok = checkUploadItems('quiz.json', [item]);
    expect(ok.ok && ok.kind === 'questions' && ok.items[0]?.question).toBe('Line one\nline two?');
    expect(checkUploadItems('quiz.json', [{ ...item, module: 'Mo\ntion' }])).toEqual({ ok: false, message: `Item 0: module: ${TEXT_MSG.lineBreak}` });
  });
});
