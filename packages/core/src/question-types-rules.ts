import levenshtein from 'damerau-levenshtein';
import type { NumericAnswer, QuestionResponse } from './question-types';
import { isCorrectAnswer } from './quiz-rules';

/*
 * The kinds of question Curio asks (docs/product.md#question-types) and the one set of rules every
 * place that holds a question shares: what a question of each type holds (its body), how it is stored
 * in the questions table, how it is asked (without its answer), what a learner sends back, and how
 * that is graded. The server grades attempts with gradeResponse; the browser grades with it only a
 * quiz taken offline, which the server grades again on sync. Their schemas are question-types.ts:
 * this module reaches no zod, so a page that only asks and grades loads none (decision 043).
 */

export const QUESTION_TYPES = [
  'multiple_choice',
  'multiple_response',
  'true_false',
  'typed',
  'numeric',
  'matching',
  'ordering',
  'cloze',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  multiple_response: 'Choose all that apply',
  true_false: 'True or false',
  typed: 'Type the answer',
  numeric: 'Number',
  matching: 'Matching',
  ordering: 'Put in order',
  cloze: 'Fill in the blanks',
};

/** Pairs of a matching question, items of an ordering one, accepted answers of a typed one. */
export const QUESTION_PARTS_MAX = 20;
export const QUESTION_PARTS_MIN = 2;
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;
/** A typo is forgiven only in answers this long: in a shorter one, one letter is often another word. */
const TYPO_FORGIVEN_FROM = 6;

export type QuestionBody =
  | { type: 'multiple_choice'; options: string[]; answer: string }
  | { type: 'multiple_response'; options: string[]; answers: string[]; weights?: number[] | undefined }
  | { type: 'true_false'; answer: boolean }
  | { type: 'typed'; answers: string[] }
  | { type: 'numeric'; answers: NumericAnswer[] }
  | { type: 'matching'; pairs: { prompt: string; match: string }[] }
  | { type: 'ordering'; items: string[] }
  | { type: 'cloze' };

/** A question whole: its text and its body, as the server reads it back from storage. */
export type TypedQuestion = { question: string } & QuestionBody;

// ---------------------------------------------------------------- storage

/**
 * How a body sits in the questions table: options and answer keep their columns (the answer is the
 * right answer as a learner reads it), the rest of the body goes in spec.
 */
export interface StoredQuestion {
  type: QuestionType;
  options: string[];
  answer: string;
  spec: Record<string, unknown> | null;
}

export function storeQuestion(q: TypedQuestion): StoredQuestion {
  const { question, type, ...rest } = q;
  const answer = answerText(q);
  switch (q.type) {
    case 'multiple_choice':
      return { type, options: q.options, answer, spec: null };
    case 'multiple_response':
      return { type, options: q.options, answer, spec: q.weights ? { answers: q.answers, weights: q.weights } : { answers: q.answers } };
    case 'true_false':
      return { type, options: [...TRUE_FALSE_OPTIONS], answer, spec: null };
    default:
      void question;
      return { type, options: [], answer, spec: rest };
  }
}

/** The body back from its columns; a row of an unknown type (a newer server's) reads as multiple choice. */
export function questionFromStore(row: { question: string; type: string | null; options: string[]; answer: string; spec: unknown }): TypedQuestion {
  const spec = (row.spec ?? {}) as Record<string, never>;
  switch (row.type) {
    case 'multiple_response':
      return { question: row.question, type: row.type, options: row.options, answers: spec.answers ?? [], weights: spec.weights };
    case 'true_false':
      return { question: row.question, type: row.type, answer: row.answer === TRUE_FALSE_OPTIONS[0] };
    case 'typed':
    case 'numeric':
    case 'matching':
    case 'ordering':
    case 'cloze':
      return { question: row.question, ...spec, type: row.type } as TypedQuestion;
    default:
      return { question: row.question, type: 'multiple_choice', options: row.options, answer: row.answer };
  }
}

// ---------------------------------------------------------------- cloze

export type ClozePart = string | { blank: number; answer: string; hint: string | null };

/**
 * A cloze text in parts: plain text, and blanks in the order they stand. Anki's {{c1::answer}} and
 * {{c2::answer::hint}}; each blank is asked, whatever its number (a note's c1 and c2 are one question here).
 */
export function clozeParts(text: string): ClozePart[] {
  const out: ClozePart[] = [];
  const re = /\{\{c\d+::((?:(?!\}\}).)+?)(?:::((?:(?!\}\}).)*?))?\}\}/gs;
  let at = 0;
  let blank = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push({ blank: blank++, answer: m[1]!.trim(), hint: m[2]?.trim() || null });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** The text with each blank as the learner sees it: […] or [hint]. */
export function clozeAsked(text: string): string {
  return clozeParts(text)
    .map((p) => (typeof p === 'string' ? p : `[${p.hint ?? '…'}]`))
    .join('');
}

// ---------------------------------------------------------------- asking

/** What the browser gets of a question's body: enough to answer it, nothing that gives the answer away. */
export type AskedBody =
  | { type: 'multiple_choice' | 'multiple_response' | 'true_false'; options: string[] }
  | { type: 'typed' | 'numeric' }
  | { type: 'matching'; prompts: string[]; choices: string[] }
  | { type: 'ordering'; items: string[] }
  | { type: 'cloze'; parts: (string | { blank: number; hint: string | null })[] };

/** Fisher–Yates with the caller's random numbers (tests pass a seeded one). */
export function shuffled<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A question as asked. Options keep the order the author gave (as today's quizzes do); a matching
 * question's choices and an ordering question's items are shuffled, never left in the right order.
 */
export function askQuestion(q: TypedQuestion, random: () => number = Math.random): { question: string } & AskedBody {
  switch (q.type) {
    case 'multiple_choice':
    case 'multiple_response':
      return { question: q.question, type: q.type, options: q.options };
    case 'true_false':
      return { question: q.question, type: q.type, options: [...TRUE_FALSE_OPTIONS] };
    case 'typed':
    case 'numeric':
      return { question: q.question, type: q.type };
    case 'matching':
      return {
        question: q.question,
        type: q.type,
        prompts: q.pairs.map((p) => p.prompt),
        choices: scrambled([...new Set(q.pairs.map((p) => p.match))], random),
      };
    case 'ordering':
      return { question: q.question, type: q.type, items: scrambled(q.items, random) };
    case 'cloze':
      return {
        question: clozeAsked(q.question),
        type: q.type,
        parts: clozeParts(q.question).map((p) => (typeof p === 'string' ? p : { blank: p.blank, hint: p.hint })),
      };
  }
}

/**
 * Whether a body asked elsewhere (a quiz the browser took offline, shuffled its own way) asks this
 * question: the same options, prompts, choices or items in any order, a cloze's parts exactly.
 */
export function isAskedOf(q: TypedQuestion, asked: AskedBody): boolean {
  const ours = askQuestion(q);
  if (ours.type !== asked.type) return false;
  const sameItems = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  if ('options' in ours) return 'options' in asked && sameItems(ours.options, asked.options);
  if (ours.type === 'matching') return asked.type === 'matching' && sameItems(ours.prompts, asked.prompts) && sameItems(ours.choices, asked.choices);
  if (ours.type === 'ordering') return asked.type === 'ordering' && sameItems(ours.items, asked.items);
  if (ours.type === 'cloze') return asked.type === 'cloze' && JSON.stringify(ours.parts) === JSON.stringify(asked.parts);
  return true;
}

/** The body alone of a question as asked: what a quiz taken offline sends back with each response. */
export function askedBodyOf(asked: AskedBody): AskedBody {
  switch (asked.type) {
    case 'multiple_choice':
    case 'multiple_response':
    case 'true_false':
      return { type: asked.type, options: asked.options };
    case 'typed':
    case 'numeric':
      return { type: asked.type };
    case 'matching':
      return { type: asked.type, prompts: asked.prompts, choices: asked.choices };
    case 'ordering':
      return { type: asked.type, items: asked.items };
    case 'cloze':
      return { type: asked.type, parts: asked.parts };
  }
}

/** Shuffled, and never the order given when another exists: a shuffle that lands on it is turned by one. */
function scrambled<T>(list: readonly T[], random: () => number): T[] {
  const out = shuffled(list, random);
  const same = out.every((v, i) => v === list[i]);
  return same && new Set(list).size > 1 ? [...out.slice(1), out[0]!] : out;
}

// ---------------------------------------------------------------- responses

/** The response each type takes: a response of another shape is refused before grading. */
const RESPONSE_KEY: Record<QuestionType, string> = {
  multiple_choice: 'option',
  true_false: 'option',
  multiple_response: 'options',
  typed: 'text',
  numeric: 'text',
  matching: 'matches',
  ordering: 'order',
  cloze: 'blanks',
};

export interface Verdict {
  /** fully right (a forgiven typo included) */
  correct: boolean;
  /** the share of the mark, 0…1: partial credit for multiple response, matching, ordering and cloze */
  credit: number;
  /** right but for one typo: "almost — check the spelling" */
  almost: boolean;
  /** the learner's answer as text, for results and review */
  given: string;
}

/** Why a response cannot be graded against the asked question: wrong shape, an index past its lists. */
export function responseProblem(asked: AskedBody, response: QuestionResponse): string | null {
  const key = RESPONSE_KEY[asked.type];
  if (!(key in response)) return `This question (${QUESTION_TYPE_LABELS[asked.type]}) is answered with ${key}.`;
  const within = (list: readonly number[], size: number) => list.every((i) => i < size);
  if ('option' in response && 'options' in asked) return response.option < asked.options.length ? null : 'The question has no such option.';
  if ('options' in response && 'options' in asked)
    return within(response.options, asked.options.length) && new Set(response.options).size === response.options.length ? null : 'The question has no such option.';
  if ('matches' in response && asked.type === 'matching')
    return response.matches.length === asked.prompts.length && within(response.matches, asked.choices.length) ? null : 'Give one match for each prompt.';
  if ('order' in response && asked.type === 'ordering') {
    const n = asked.items.length;
    return response.order.length === n && within(response.order, n) && new Set(response.order).size === n ? null : 'Put every item in the order once.';
  }
  if ('blanks' in response && asked.type === 'cloze') {
    const blanks = asked.parts.filter((p) => typeof p !== 'string').length;
    return response.blanks.length === blanks ? null : 'Fill in every blank.';
  }
  return null;
}

/** Grades a response known to fit the asked body (responseProblem is null). */
export function gradeResponse(q: TypedQuestion, asked: AskedBody, response: QuestionResponse): Verdict {
  switch (q.type) {
    case 'multiple_choice':
    case 'true_false': {
      const picked = (asked as { options: string[] }).options[(response as { option: number }).option] ?? '';
      const right = q.type === 'true_false' ? TRUE_FALSE_OPTIONS[q.answer ? 0 : 1] : q.answer;
      // a catalogue option may carry its letter ('b) Paris'): compared as the quiz shows it (quiz-rules.ts)
      const correct = isCorrectAnswer(picked, right);
      return { correct, credit: correct ? 1 : 0, almost: false, given: picked };
    }
    case 'multiple_response': {
      // by the options as asked: a quiz taken offline may have shown them in its own order
      const chosen = (response as { options: number[] }).options.map((i) => (asked as { options: string[] }).options[i]!);
      const weights = responseWeights(q);
      const credit = clamp01(chosen.reduce((sum, option) => sum + (weights[q.options.indexOf(option)] ?? 0), 0) / 100);
      const correct = sameSet(chosen, q.answers);
      return { correct, credit: correct ? 1 : Math.min(credit, 0.99), almost: false, given: chosen.join('; ') };
    }
    case 'typed': {
      const text = (response as { text: string }).text;
      const match = matchTyped(text, q.answers);
      return { correct: match !== 'wrong', credit: match === 'wrong' ? 0 : 1, almost: match === 'almost', given: text.trim() };
    }
    case 'numeric': {
      const text = (response as { text: string }).text;
      const value = parseNumber(text);
      const correct = value !== null && q.answers.some((a) => ('value' in a ? Math.abs(value - a.value) <= a.tolerance + 1e-9 : value >= a.min && value <= a.max));
      return { correct, credit: correct ? 1 : 0, almost: false, given: text.trim() };
    }
    case 'matching': {
      const { prompts, choices } = asked as { prompts: string[]; choices: string[] };
      const matches = (response as { matches: number[] }).matches;
      const right = prompts.filter((prompt, i) => q.pairs.find((p) => p.prompt === prompt)?.match === choices[matches[i]!]).length;
      return { correct: right === prompts.length, credit: right / prompts.length, almost: false, given: prompts.map((p, i) => `${p} → ${choices[matches[i]!]}`).join('; ') };
    }
    case 'ordering': {
      const items = (asked as { items: string[] }).items;
      const order = (response as { order: number[] }).order.map((i) => items[i]!);
      const right = order.filter((item, i) => item === q.items[i]).length;
      return { correct: right === q.items.length, credit: right / q.items.length, almost: false, given: order.join(' → ') };
    }
    case 'cloze': {
      const blanks = clozeParts(q.question).filter((p) => typeof p !== 'string');
      const given = (response as { blanks: string[] }).blanks;
      const matches = blanks.map((b, i) => matchTyped(given[i] ?? '', [b.answer]));
      const right = matches.filter((m) => m !== 'wrong').length;
      return { correct: right === blanks.length, credit: right / blanks.length, almost: matches.includes('almost'), given: given.map((g) => g.trim()).join('; ') };
    }
  }
}

/** Each option's weight: the author's, or the right ones sharing 100 and each wrong one taking as much away. */
function responseWeights(q: Extract<QuestionBody, { type: 'multiple_response' }>): number[] {
  if (q.weights) return q.weights;
  const share = 100 / Math.max(1, q.answers.length);
  return q.options.map((o) => (q.answers.includes(o) ? share : -share));
}

const clamp01 = (n: number) => Math.max(0, Math.min(1, Math.round(n * 1000) / 1000));
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/** The right answer as a learner reads it, for the verdict, results and exports that have one answer column. */
export function answerText(q: TypedQuestion): string {
  switch (q.type) {
    case 'multiple_choice':
      return q.answer;
    case 'multiple_response':
      return q.answers.join('; ');
    case 'true_false':
      return TRUE_FALSE_OPTIONS[q.answer ? 0 : 1];
    case 'typed':
      return q.answers[0]!;
    case 'numeric':
      return q.answers.map((a) => ('value' in a ? (a.tolerance ? `${a.value} ± ${a.tolerance}` : `${a.value}`) : `${a.min} to ${a.max}`)).join(' or ');
    case 'matching':
      return q.pairs.map((p) => `${p.prompt} → ${p.match}`).join('; ');
    case 'ordering':
      return q.items.join(' → ');
    case 'cloze':
      return clozeParts(q.question)
        .flatMap((p) => (typeof p === 'string' ? [] : [p.answer]))
        .join('; ');
  }
}

// ---------------------------------------------------------------- typed answers

/** Case, accents, spacing and punctuation do not count: "Café  au-lait!" reads as "cafe au lait". */
export function normalizeTyped(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A typed answer against the accepted ones: right, almost (one typo — a letter missing, extra, wrong
 * or two swapped — in an answer of 6 letters or more, forgiven), or wrong.
 */
export function matchTyped(given: string, accepted: readonly string[]): 'right' | 'almost' | 'wrong' {
  const g = normalizeTyped(given);
  if (!g) return 'wrong';
  const answers = accepted.map(normalizeTyped);
  if (answers.includes(g)) return 'right';
  const forgiven = answers.some((a) => a.replace(/\s/g, '').length >= TYPO_FORGIVEN_FROM && levenshtein(g, a).steps <= 1);
  return forgiven ? 'almost' : 'wrong';
}

/** A number as a learner types it: "3.14", "3,14", "-2", "1 000", "1e3"; null when it is none. */
export function parseNumber(text: string): number | null {
  let t = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (/^[-+]?\d+,\d+$/.test(t)) t = t.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}
