import { z } from 'zod';
import { catalogueName, quizQuestion, studyMode } from './catalogue';
import { PG_INT_MAX } from './limits';
import type { TypedQuestion } from './question-types-rules';
import { askedBody, type QuestionResponse } from './question-types';
import { setStudyQuery, shareSlugParams } from './study-sets';

/*
 * A quiz attempt (decision 048): the server's record of one sitting of a quiz. Starting one fixes its
 * questions and their options; they reach the browser without their answers. Each answer is sent
 * once and graded by the server, which replies with the verdict, the right answer and the
 * explanation; the score and the time are the server's own.
 */

/** Where an attempt's questions come from; a review session's are the review queue's. */
const ATTEMPT_KINDS = ['topic', 'set', 'retake', 'mistakes', 'review'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/** The most options a question may have; any index past its own is refused. */
const OPTION_INDEX_MAX = 99;

/**
 * A question as an attempt asks it: its text (a cloze's with its blanks empty), and its type's asked
 * body (question-types.ts askQuestion): options, a matching question's prompts and shuffled choices,
 * an ordering question's shuffled items, a cloze's parts. Its answer and explanation come with the verdict.
 */
export const askedQuestion = z.intersection(quizQuestion.omit({ answer: true, explanation: true, spec: true, options: true, type: true }), askedBody);
export type AskedQuestion = z.infer<typeof askedQuestion>;

const setRef = z.union([
  z.strictObject({ id: z.number().positive().max(PG_INT_MAX).int() }),
  z.strictObject({ slug: shareSlugParams.shape.slug }),
]);

/** POST /api/quiz/attempts: what to ask. The learner comes from the session. */
export const attemptSource = z.discriminatedUnion('kind', [
  /** a catalogue topic's quiz, as the selector starts it */
  z.object({
    kind: z.literal('topic'),
    course: catalogueName,
    topic: catalogueName,
    mode: studyMode.default('serious'),
    category: catalogueName.optional(),
    /** a shared question's link: the quiz starts at that question and goes on with the ones after it */
    from_question: z.number().positive().max(PG_INT_MAX).int().optional(),
  }),
  /** one topic of a study set: the learner's own by id, anyone's by its share link */
  z.object({ kind: z.literal('set'), set: setRef, topic: setStudyQuery.shape.topic }),
  /** the questions answered wrongly in one of the learner's results */
  z.object({ kind: z.literal('retake'), result_id: z.uuid({ message: 'Not a result id.' }) }),
  /** the topic's questions in the learner's memory model */
  z.object({ kind: z.literal('mistakes'), course: catalogueName, topic: catalogueName }),
]);
export type AttemptSource = z.input<typeof attemptSource>;
export type AttemptSourceData = z.output<typeof attemptSource>;

/** GET /api/quiz/attempts/{id} and the routes under it */
export const attemptIdParams = z.object({ id: z.uuid({ message: 'Not a quiz attempt id.' }) });

const RESPONSE_KEYS = ['option', 'options', 'text', 'matches', 'order', 'blanks'] as const;
/** Longest typed answer or blank a learner may send. */
const RESPONSE_TEXT_MAX = 500;

/**
 * POST /api/quiz/attempts/{id}/answers: the learner's answer in the shape its type takes
 * (question-types.ts questionResponse): option, options, text, matches, order or blanks.
 */
export const attemptAnswerInput = z
  .strictObject({
    question_id: z.number().positive().max(PG_INT_MAX).int(),
    option: z.number().min(0).max(OPTION_INDEX_MAX).int().optional(),
    options: z.array(z.number().min(0).max(OPTION_INDEX_MAX).int()).max(OPTION_INDEX_MAX + 1).optional(),
    text: z.string().max(RESPONSE_TEXT_MAX).optional(),
    matches: z.array(z.number().min(0).max(OPTION_INDEX_MAX).int()).max(OPTION_INDEX_MAX + 1).optional(),
    order: z.array(z.number().min(0).max(OPTION_INDEX_MAX).int()).max(OPTION_INDEX_MAX + 1).optional(),
    blanks: z.array(z.string().max(RESPONSE_TEXT_MAX)).max(OPTION_INDEX_MAX + 1).optional(),
  })
  .refine((a) => RESPONSE_KEYS.filter((k) => a[k] !== undefined).length === 1, {
    error: `Give exactly one of ${RESPONSE_KEYS.join(', ')}.`,
  });
export type AttemptAnswerInput = z.infer<typeof attemptAnswerInput>;

/** The response part of an answer, as question-types.ts grades it. */
export function responseOf(input: AttemptAnswerInput): QuestionResponse {
  const key = RESPONSE_KEYS.find((k) => input[k] !== undefined)!;
  return { [key]: input[key] } as QuestionResponse;
}

/** A graded answer: the verdict, the right answer, and how long the server saw it take. */
export const attemptAnswer = z.object({
  question_id: z.number().int(),
  /** the option picked, for the choice types; null for the others */
  option: z.number().int().nullable(),
  correct: z.boolean(),
  /** the share of the mark, 0…1 (partial credit: multiple response, matching, ordering, cloze) */
  credit: z.number().min(0).max(1),
  /** right but for one typo: "almost — check the spelling" */
  almost: z.boolean(),
  /** the learner's answer as text */
  given: z.string(),
  /** the places of the right options in the question's options, for the choice types; [] for the others */
  correct_options: z.array(z.number().int()),
  /** the right answer as a learner reads it */
  answer: z.string(),
  /** the question whole (question-types.ts TypedQuestion; a cloze's text holds its answers), to show which parts were right */
  solution: z.custom<TypedQuestion>((v) => typeof v === 'object' && v !== null && 'type' in v),
  explanation: z.string().nullable(),
  /** from the question being served (the attempt's start, its last answer, or its reopening) to this answer */
  time_ms: z.number().int(),
});
export type AttemptAnswer = z.infer<typeof attemptAnswer>;

/** An attempt as started or reopened: its questions without answers, and the answers given so far. */
export const quizAttempt = z.object({
  id: z.string(),
  kind: z.enum(ATTEMPT_KINDS),
  category: z.string().nullable(),
  course: z.string().nullable(),
  topic: z.string().nullable(),
  module: z.string().nullable(),
  retake_of: z.string().nullable(),
  questions: z.array(askedQuestion),
  /** in the order they were given */
  answers: z.array(attemptAnswer),
  finished: z.boolean(),
});
export type QuizAttempt = z.infer<typeof quizAttempt>;
