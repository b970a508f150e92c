import { canResume, type StoredProgress } from './quiz-rules';

/*
 * A quiz in progress and its auto-save (docs/product.md#states-and-transitions): what is kept in local storage after each answer
 * and read back on Resume. Apart from quiz-rules.ts because only the quiz screen needs it, while
 * quiz-rules.ts (storage keys) loads with the first page.
 */

/**
 * One answered question as the quiz saves it: what is sent with the result (question_id,
 * selectedOption, timeTaken in seconds), plus the browser's own check for the running tally.
 */
export interface SavedAnswer {
  question_id: number;
  selectedOption: string;
  correct: boolean;
  timeTaken: number;
}

/** A quiz in progress: the answers so far, the index of the next question and when it started. */
export interface QuizProgress {
  answers: SavedAnswer[];
  current: number;
  /** epoch ms */
  startTime: number;
}

/** Finds a question's id by its text: progress saved before answers named their question has only the text. */
export type QuestionIdOf = (question: string) => number | undefined;

/** A saved answer, or null when it is unreadable or names no question of this quiz. */
function savedAnswer(value: unknown, idOf: QuestionIdOf): SavedAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  const id = typeof a.question_id === 'number' ? a.question_id : typeof a.question === 'string' ? idOf(a.question) : undefined;
  const valid =
    id !== undefined &&
    Number.isInteger(id) &&
    id > 0 &&
    typeof a.selectedOption === 'string' &&
    typeof a.correct === 'boolean' &&
    typeof a.timeTaken === 'number' &&
    Number.isFinite(a.timeTaken) &&
    a.timeTaken >= 0;
  return valid ? { question_id: id, selectedOption: a.selectedOption as string, correct: a.correct as boolean, timeTaken: a.timeTaken as number } : null;
}

const INTEGER = /^\d+$/;

/**
 * Saved progress read back from storage, or null to start afresh: when a value is missing (no
 * Resume, see canResume) or unreadable (hand-edited or truncated storage, an older format). The
 * index must not run ahead of the answers it follows, or the result would lack answers. Answers
 * saved by the older format (question text, no id) are mapped to their question through idOf;
 * when one cannot be, the quiz starts afresh.
 */
export function parseProgress(saved: StoredProgress, idOf: QuestionIdOf = () => undefined): QuizProgress | null {
  if (!canResume(saved)) return null;
  const current = saved.current!.trim();
  const startTime = saved.startTime!.trim();
  if (!INTEGER.test(current) || !INTEGER.test(startTime)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(saved.answers!);
  } catch {
    return null;
  }
  if (!Array.isArray(raw)) return null;
  const answers = raw.map((value) => savedAnswer(value, idOf));
  if (!answers.every((answer) => answer !== null)) return null;
  const index = Number(current);
  if (index > answers.length) return null;
  return { answers, current: index, startTime: Number(startTime) };
}

/** The three values to store (docs/product.md#states-and-transitions auto-save), the inverse of parseProgress. */
export function serializeProgress(progress: QuizProgress): { answers: string; current: string; startTime: string } {
  return { answers: JSON.stringify(progress.answers), current: String(progress.current), startTime: String(Math.round(progress.startTime)) };
}

/** A fresh quiz: no answers, the first question, started now. */
export const newProgress = (now: number): QuizProgress => ({ answers: [], current: 0, startTime: now });

/** After an answer: appended, and the next question comes up. The start time never changes. */
export function withAnswer(progress: QuizProgress, answer: SavedAnswer): QuizProgress {
  return { ...progress, answers: [...progress.answers, answer], current: progress.current + 1 };
}

/** Whole seconds from the start to now, never negative (a clock set back gives 0). */
export const elapsedSeconds = (since: number, now: number): number => Math.max(0, Math.round((now - since) / 1000));
