import { z } from 'zod';
import { clozeParts, normalizeTyped, QUESTION_PARTS_MAX, QUESTION_PARTS_MIN, QUESTION_TYPES, type QuestionBody } from './question-types-rules';
import { SET_OPTION_MAX, SET_OPTIONS_MAX, SET_OPTIONS_MIN } from './study-sets-rules';
import { singleLineText } from './text-input';

/*
 * The schemas of the question types: what a body may hold, what the browser is asked and what a
 * learner sends back. Their rules (storing, asking, grading) are question-types-rules.ts.
 */

/** A type the union does not know, named with the ones it does (zod would list its own 'undefined'); other issues keep zod's words. */
export const questionTypeError = (issue: { code: string; note?: unknown }) =>
  issue.note === 'No matching discriminator' ? `must be one of ${QUESTION_TYPES.join(', ')}` : undefined;

const part = () => singleLineText().trim().min(1, { error: 'must not be empty' }).max(SET_OPTION_MAX);
const parts = (what: string, min = 1) =>
  z
    .array(part())
    .min(min, { error: `A question needs at least ${min} ${what}.` })
    .max(QUESTION_PARTS_MAX, { error: `A question has at most ${QUESTION_PARTS_MAX} ${what}.` });
const distinct = (list: readonly string[]) => new Set(list.map((v) => normalizeTyped(v))).size === list.length;
const options = z
  .array(part())
  .min(SET_OPTIONS_MIN, { error: `A question needs at least ${SET_OPTIONS_MIN} options.` })
  .max(SET_OPTIONS_MAX, { error: `A question has at most ${SET_OPTIONS_MAX} options.` })
  .refine((list) => new Set(list.map((o) => o.toLowerCase())).size === list.length, { error: 'Options must differ from each other.' });

/** A numeric answer: a value with a tolerance either side (0: exact), or a range. */
const numericAnswer = z.union([
  z.strictObject({ value: z.number().finite(), tolerance: z.number().finite().min(0).default(0) }),
  z
    .strictObject({ min: z.number().finite(), max: z.number().finite() })
    .refine((r) => r.min <= r.max, { error: 'A range starts at or below its end.' }),
]);
export type NumericAnswer = z.infer<typeof numericAnswer>;

/**
 * What a question of each type holds beside its text and explanation. A body without a type is
 * multiple choice: every file written before question types stays valid.
 */
export const questionBodies = {
  multiple_choice: {
    type: z.literal('multiple_choice').default('multiple_choice'),
    options,
    answer: part(),
  },
  multiple_response: {
    type: z.literal('multiple_response'),
    options,
    /** the right options' texts */
    answers: parts('right option'),
    /** each option's share of the mark in percent, as GIFT writes it (−100…100); absent: the right ones share 100, each wrong one takes as much away */
    weights: z.array(z.number().min(-100).max(100)).max(SET_OPTIONS_MAX).optional(),
  },
  true_false: { type: z.literal('true_false'), answer: z.boolean() },
  typed: {
    type: z.literal('typed'),
    /** accepted answers; the first is the one shown as right */
    answers: parts('accepted answer').refine(distinct, { error: 'Accepted answers must differ from each other.' }),
  },
  numeric: {
    type: z.literal('numeric'),
    answers: z.array(numericAnswer).min(1, { error: 'A question needs at least 1 accepted number.' }).max(QUESTION_PARTS_MAX),
  },
  matching: {
    type: z.literal('matching'),
    pairs: z
      .array(z.strictObject({ prompt: part(), match: part() }))
      .min(QUESTION_PARTS_MIN, { error: `A question needs at least ${QUESTION_PARTS_MIN} pairs.` })
      .max(QUESTION_PARTS_MAX, { error: `A question has at most ${QUESTION_PARTS_MAX} pairs.` })
      .refine((pairs) => distinct(pairs.map((p) => p.prompt)), { error: 'Each pair needs its own prompt.' }),
  },
  ordering: {
    type: z.literal('ordering'),
    /** in the right order */
    items: parts('items', QUESTION_PARTS_MIN).refine(distinct, { error: 'Items must differ from each other.' }),
  },
  /** the blanks are in the question's text, as Anki writes them: {{c1::answer}} or {{c1::answer::hint}} */
  cloze: { type: z.literal('cloze') },
} as const;

/** Checks that need the question's text or several fields at once. */
function questionBodyProblem(question: string, body: QuestionBody): { message: string; path: string } | null {
  switch (body.type) {
    case 'multiple_choice':
      return body.options.includes(body.answer) ? null : { message: 'The answer must be one of the options.', path: 'answer' };
    case 'multiple_response':
      if (!body.answers.every((a) => body.options.includes(a))) return { message: 'Each right answer must be one of the options.', path: 'answers' };
      if (body.weights && body.weights.length !== body.options.length) return { message: 'Give a weight for each option.', path: 'weights' };
      return null;
    case 'cloze':
      return clozeParts(question).some((p) => typeof p !== 'string') ? null : { message: 'Mark at least one blank as {{c1::answer}}.', path: 'question' };
    default:
      return null;
  }
}

/** questionBodyProblem as a zod refinement of an item holding a question and its body (a set's, an upload's). */
export function refineQuestionBody(item: object, ctx: z.RefinementCtx): void {
  const question = item as { question: string } & QuestionBody;
  const problem = questionBodyProblem(question.question, question);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
}

/** AskedBody (question-types-rules.ts) as a schema: what a quiz taken offline sends back is checked with it. */
export const askedBody = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['multiple_choice', 'multiple_response', 'true_false']), options: z.array(z.string()) }),
  z.object({ type: z.enum(['typed', 'numeric']) }),
  z.object({ type: z.literal('matching'), prompts: z.array(z.string()), choices: z.array(z.string()) }),
  z.object({ type: z.literal('ordering'), items: z.array(z.string()) }),
  z.object({ type: z.literal('cloze'), parts: z.array(z.union([z.string(), z.object({ blank: z.number().int(), hint: z.string().nullable() })])) }),
]);

/** What a learner sends for a question, by its type; indices point into the asked body. */
export const questionResponse = z.union([
  z.strictObject({ option: z.number().int().min(0).max(SET_OPTIONS_MAX - 1) }),
  z.strictObject({ options: z.array(z.number().int().min(0).max(SET_OPTIONS_MAX - 1)).max(SET_OPTIONS_MAX) }),
  z.strictObject({ text: z.string().max(SET_OPTION_MAX) }),
  z.strictObject({ matches: z.array(z.number().int().min(0).max(QUESTION_PARTS_MAX - 1)).max(QUESTION_PARTS_MAX) }),
  z.strictObject({ order: z.array(z.number().int().min(0).max(QUESTION_PARTS_MAX - 1)).max(QUESTION_PARTS_MAX) }),
  z.strictObject({ blanks: z.array(z.string().max(SET_OPTION_MAX)).max(QUESTION_PARTS_MAX) }),
]);
export type QuestionResponse = z.infer<typeof questionResponse>;
