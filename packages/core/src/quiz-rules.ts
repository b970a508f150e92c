/**
 * Quiz, flashcard and selector rules of docs/product.md#what-is-stored and docs/product.md#states-and-transitions and docs/product.md#validation and docs/product.md#limits, shared by web and server.
 * Deliberately free of zod: the web app's first page imports this and must stay small.
 */

import { PG_INT_MAX } from './limits';

export const STUDY_MODES = ['serious', 'curious'] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

/** Only 'serious' and 'curious' are accepted as mode in the query string (docs/product.md#validation). */
export function parseStudyMode(value: unknown): StudyMode | null {
  if (typeof value !== 'string') return null;
  const mode = value.trim().toLowerCase();
  return (STUDY_MODES as readonly string[]).includes(mode) ? (mode as StudyMode) : null;
}

/** Question options are stored as a list or as one comma-separated string (docs/product.md#what-is-stored). */
export function parseOptions(options: readonly string[] | string | null | undefined): string[] {
  if (options == null) return [];
  const parts = typeof options === 'string' ? options.split(',') : options;
  return parts.map((option) => option.trim()).filter((option) => option !== '');
}

/**
 * A letter prefix: 'a.', 'B)', 'c )', '(d)', 'a -', 'b:' or 'c]', then whitespace. The whitespace is
 * required so that words are not cut: 'A-B testing', 'e.g. HTML', 'a.out' stay whole.
 */
const LETTER_PREFIX = /^\s*(?:\(\s*[a-z]\s*\)|[a-z]\s*[.):\]-])\s+/i;

/**
 * A plain lower-case word, possibly wrapped in punctuation: '(optional)', 'paris,', "don't",
 * 'well-known'. Only such words get a capital; see normalizeOption.
 */
const PLAIN_WORD = /^([^\p{L}\p{N}]*)(\p{Ll})([\p{Ll}'’-]*[^\p{L}\p{N}]*)$/u;

/**
 * Display form of a quiz option (docs/product.md#validation): the letter prefix is stripped, whitespace collapsed, and
 * the text title-cased. Title-casing upper-cases the first letter of each plain lower-case word and
 * keeps every other word exactly as written, so deliberate casing, numbers and code survive:
 * 'a. html and css' → 'Html And Css', 'B) HTML and CSS' → 'HTML And CSS', 'iPhone' → 'iPhone',
 * '3.14' → '3.14', 'console.log()' → 'console.log()'.
 */
export function normalizeOption(option: string): string {
  return option
    .replace(LETTER_PREFIX, '')
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(PLAIN_WORD, (_match, lead: string, first: string, rest: string) => lead + first.toUpperCase() + rest))
    .join(' ');
}

/**
 * The spec says an answer is correct when the chosen option equals the stored answer exactly. The
 * learner picks from the normalized (displayed) options while the stored answer may still carry a
 * prefix or different casing ('b) paris' vs 'Paris'), so both sides are normalized before the exact
 * comparison. An empty stored answer matches nothing.
 */
export function isCorrectAnswer(selected: string, answer: string): boolean {
  const expected = normalizeOption(answer);
  return expected !== '' && normalizeOption(selected) === expected;
}

/** The places of the options that are right for this stored answer (one, unless options repeat). */
export function correctOptions(options: readonly string[], answer: string): number[] {
  return options.flatMap((option, i) => (isCorrectAnswer(option, answer) ? [i] : []));
}

/** Dedupe key for content text: trimmed, inner whitespace collapsed, case-insensitive. */
function textKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function dedupeBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Questions are de-duplicated by question text plus topic (docs/product.md#validation); the first occurrence wins.
 * Text is compared trimmed and case-insensitively: 'What is 2+2?' and ' what is 2+2? ' are the
 * same question to a learner.
 */
export function dedupeQuestions<T extends { question: string; topic: string }>(items: readonly T[]): T[] {
  // NUL separator: no question or topic contains it, so 'ab'+'c' and 'a'+'bc' stay distinct
  return dedupeBy(items, (item) => `${textKey(item.question)}\u0000${textKey(item.topic)}`);
}

/** Flashcards are de-duplicated by concept (docs/product.md#validation), compared like question text; first wins. */
export function dedupeFlashcards<T extends { concept: string }>(items: readonly T[]): T[] {
  return dedupeBy(items, (item) => textKey(item.concept));
}

/**
 * Module and topic names (docs/product.md#validation): trimmed, empty ones dropped, duplicates removed, first wins and
 * order kept. Unlike content text, names compare case-sensitively: a name is sent back as a query
 * value, and folding 'Arrays' into 'arrays' would hide the rows stored under the other spelling.
 */
export function cleanNames(names: readonly (string | null | undefined)[]): string[] {
  const trimmed = names.map((name) => name?.trim() ?? '').filter((name) => name !== '');
  return [...new Set(trimmed)];
}

/**
 * A quiz opened from a shared question's link: that question and the quiz's questions after it, or
 * null when the quiz does not ask it.
 */
export function quizFromQuestion<T extends { id: number }>(questions: readonly T[], questionId: number): T[] | null {
  const start = questions.findIndex((question) => question.id === questionId);
  return start < 0 ? null : questions.slice(start);
}

/** The id a question's share link carries in its q parameter, or null for anything else. */
export function parseQuestionId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= PG_INT_MAX ? id : null;
}

export function scoreOf(answers: readonly { correct: boolean }[]): number {
  return answers.filter((answer) => answer.correct).length;
}

export type ProgressKind = 'quiz' | 'study';

/**
 * Base local-storage key of saved progress: (quiz|study) + course + topic + mode (docs/product.md#limits). Joined
 * with '-' as apps/web/src/lib/storage.ts already does, so both produce the same keys.
 */
export function progressKey(kind: ProgressKind, course: string, topic: string, mode: StudyMode): string {
  return `${kind}-${course}-${topic}-${mode}`;
}

/** Appended to progressKey for the three saved values, and for the quiz attempt they belong to. */
export const PROGRESS_SUFFIXES = { answers: '-answers', current: '-current', startTime: '-startTime', attempt: '-attempt' } as const;

/** The three saved values as they sit in storage, null when absent. */
export interface StoredProgress {
  answers: string | null;
  current: string | null;
  startTime: string | null;
}

/** Resume is offered only if saved answers, current index and start time all exist (docs/product.md#states-and-transitions). */
export function canResume(saved: StoredProgress): boolean {
  return saved.answers !== null && saved.current !== null && saved.startTime !== null;
}

/** Flashcard difficulty badge colours (docs/product.md#limits). */
export const DIFFICULTY_COLORS = { easy: 'green', medium: 'orange', hard: 'red' } as const;
export type Difficulty = keyof typeof DIFFICULTY_COLORS;

/** Uploaded data is free text: ' Easy ' counts as easy; anything else shows no badge. */
export function difficultyOf(value: unknown): Difficulty | null {
  if (typeof value !== 'string') return null;
  const difficulty = value.trim().toLowerCase();
  return Object.hasOwn(DIFFICULTY_COLORS, difficulty) ? (difficulty as Difficulty) : null;
}

/** After an admin deletes a flashcard the index steps back by one, not below zero (docs/product.md#states-and-transitions). */
export function stepBackAfterDelete(index: number): number {
  return Math.max(0, index - 1);
}

/**
 * Next on a flashcard (docs/product.md#states-and-transitions): moves forward; past the last card it gives the completed state
 * and the index stays put. Restart is a plain return to index 0.
 */
export function nextIndex(index: number, total: number): { index: number; completed: boolean } {
  return index + 1 < total ? { index: index + 1, completed: false } : { index, completed: true };
}

/** A flashcard summary is a list or a string (docs/product.md#what-is-stored); a string gives one line per text line. */
export function summaryLines(summary: readonly string[] | string | null | undefined): string[] {
  if (summary == null) return [];
  const lines = typeof summary === 'string' ? summary.split(/\r?\n/) : summary;
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** A flashcard's quiz check as a question to try and the answer to check it against. */
export interface QuizCheckParts {
  question: string;
  /** null when the check gives no answer of its own ('A: …'): then there is nothing to hide */
  answer: string | null;
}

/** Splits a quiz check written 'Q: … A: …'; a check without 'A:' is all question. */
export function splitQuizCheck(text: string): QuizCheckParts {
  const match = /^\s*(?:Q\s*:\s*)?([\s\S]*?)\s+A\s*:\s*([\s\S]*\S)\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return { question: text.replace(/^\s*Q\s*:\s*/, '').trim(), answer: null };
  return { question: match[1].trim(), answer: match[2].trim() };
}
