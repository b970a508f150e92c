import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { QuizQuestion } from '@curio/core/catalogue';
import { ERROR_CODE } from '@curio/core/errors';
import type { QuizAnswer } from '@curio/core/learning';
import { ATTEMPT_KEPT_DAYS, ATTEMPTS_KEPT } from '@curio/core/limits';
import {
  answerText,
  askQuestion,
  gradeResponse,
  responseProblem,
  TRUE_FALSE_OPTIONS,
  type TypedQuestion,
  type Verdict,
} from '@curio/core/question-types-rules';
import type { QuestionResponse } from '@curio/core/question-types';
import { type AskedQuestion, type AttemptAnswer, type AttemptAnswerInput, type AttemptKind, type QuizAttempt, responseOf } from '@curio/core/quiz-attempts';
import { ATTEMPT_MSG } from '@curio/core/quiz-messages';
import { correctOptions, scoreOf } from '@curio/core/quiz-rules';
import { REVIEW_DURATION_MAX_MS } from '@curio/core/review-rules';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/tables';
import { typedQuestion } from '../../lib/catalogue-items';
import { HttpError } from '../../lib/http-error';
import { quizRating, type GradedResult } from '../results';
import { preparedQuery } from '../../lib/prepared-query';

/*
 * Quiz attempts (decision 048). The browser is given an attempt's questions without their answers;
 * each answer it sends is graded here, once, by one statement that also measures its time: from
 * when the question was served (the attempt's start, the answer before, or the attempt reopened) to
 * when its answer arrived. The score is the count of those verdicts, never a number sent to us.
 */

type AttemptRow = typeof quizAttempts.$inferSelect;

/** What the server keeps of a question beside the asked one: what grades it, and the answer and explanation to reveal. */
interface KeyEntry {
  /** the places of the right options (choice types; [] for the others) */
  correct: number[];
  answer: string;
  explanation: string | null;
  /** how many options a pick (`option`) may name: a multiple choice or true/false question's, 0 for the types answered otherwise */
  options: number;
  /** the question whole, as graded in process and shown once answered; absent in attempts started before question types */
  solution?: TypedQuestion;
}

/** An answer as the attempt keeps it; credit, almost, given and response are kept by the types graded in process. */
interface GivenAnswer {
  question_id: number;
  option: number | null;
  correct: boolean;
  time_ms: number;
  credit?: number;
  almost?: boolean;
  given?: string;
  response?: QuestionResponse;
}

/** Where an attempt's result is filed: null for a review session, which keeps none. */
export interface AttemptPlace {
  category: string | null;
  course: string | null;
  topic: string | null;
  module: string | null;
  retake_of?: string | null;
}

const notFound = () => new HttpError(404, ERROR_CODE.notFound, ATTEMPT_MSG.notFound);
const refused = (message: string) => new HttpError(400, ERROR_CODE.validation, message);

/** A question as the attempt asks it (question-types-rules.ts askQuestion): everything but what would give it away. */
function asked(q: QuizQuestion, typed: TypedQuestion): AskedQuestion {
  const { answer: _answer, explanation: _explanation, spec: _spec, options: _options, type: _type, ...place } = q;
  return { ...place, ...askQuestion(typed) };
}

function keyOf(q: QuizQuestion, typed: TypedQuestion): KeyEntry {
  const choices = typed.type === 'true_false' ? [...TRUE_FALSE_OPTIONS] : typed.type === 'multiple_choice' ? typed.options : [];
  const correct =
    typed.type === 'multiple_response' ? typed.options.flatMap((o, i) => (typed.answers.includes(o) ? [i] : [])) : correctOptions(choices, answerText(typed));
  return { correct, answer: answerText(typed), explanation: q.explanation, options: choices.length, solution: typed };
}

/** A question an attempt kept: one started before question types has options and no type, and is multiple choice. */
const askedOf = (stored: unknown): AskedQuestion => {
  const q = stored as AskedQuestion;
  return 'type' in q && q.type ? q : { ...(q as object), type: 'multiple_choice' } as AskedQuestion;
};
const askedQuestions = (row: AttemptRow) => (row.questions as unknown[]).map(askedOf);
const optionsOf = (q: AskedQuestion): readonly string[] => ('options' in q ? q.options : []);

/** The question whole; an attempt started before question types kept only a multiple choice question's answer, and asked its options. */
const solutionOf = (key: KeyEntry, q: AskedQuestion | undefined): TypedQuestion =>
  key.solution ?? { question: q?.question ?? '', type: 'multiple_choice', options: q ? [...optionsOf(q)] : [], answer: key.answer };

/** The options a pick names, as they were asked. */
const choicesOf = (solution: TypedQuestion): readonly string[] =>
  solution.type === 'true_false' ? TRUE_FALSE_OPTIONS : 'options' in solution ? solution.options : [];

/** The verdict on a kept answer; `q`, the question as asked, is needed only by an attempt started before question types. */
function verdictOf(given: GivenAnswer, key: KeyEntry, q?: AskedQuestion): AttemptAnswer {
  const { credit, almost, given: text, response: _response, ...kept } = given;
  const solution = solutionOf(key, q);
  return {
    ...kept,
    option: given.option ?? null,
    credit: credit ?? (given.correct ? 1 : 0),
    almost: almost ?? false,
    given: text ?? (given.option === null ? '' : (choicesOf(solution)[given.option] ?? '')),
    correct_options: key.correct,
    answer: key.answer,
    solution,
    explanation: key.explanation,
  };
}

function attemptOf(row: AttemptRow): QuizAttempt {
  const key = row.answer_key as Record<string, KeyEntry>;
  const questions = askedQuestions(row);
  const questionOf = new Map(questions.map((q) => [q.id, q]));
  return {
    id: row.id,
    kind: row.kind as AttemptKind,
    category: row.category,
    course: row.course,
    topic: row.topic,
    module: row.module,
    retake_of: row.retake_of,
    questions,
    answers: (row.answers as GivenAnswer[]).map((given) => verdictOf(given, key[given.question_id]!, questionOf.get(given.question_id))),
    finished: row.finished_at !== null,
  };
}

const keptSince = sql`now() - ${ATTEMPT_KEPT_DAYS} * interval '1 day'`;

/**
 * Starts an attempt of these questions for the learner and answers it without its answers. Attempts
 * older than ATTEMPT_KEPT_DAYS go first, whoever took them, and so do the learner's past their
 * ATTEMPTS_KEPT newest: abandoned attempts cost a bounded amount of storage.
 */
export async function startAttempt(db: Db, userId: string, kind: AttemptKind, place: AttemptPlace, questions: readonly QuizQuestion[]): Promise<QuizAttempt> {
  const newest = db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(eq(quizAttempts.user_id, userId))
    .orderBy(desc(quizAttempts.started_at))
    .limit(ATTEMPTS_KEPT - 1);
  await db.delete(quizAttempts).where(or(lt(quizAttempts.started_at, keptSince), and(eq(quizAttempts.user_id, userId), notInArray(quizAttempts.id, newest))));
  const typed = questions.map(typedQuestion);
  const answerKey = Object.fromEntries(questions.map((q, i): [number, KeyEntry] => [q.id, keyOf(q, typed[i]!)]));
  const [row] = await db
    .insert(quizAttempts)
    .values({ user_id: userId, kind, ...place, retake_of: place.retake_of ?? null, questions: questions.map((q, i) => asked(q, typed[i]!)), answer_key: answerKey })
    .returning();
  return attemptOf(row!);
}

/** Reopens one of the learner's attempts (a reload, Resume): its next question is served again now. */
export async function reopenAttempt(db: Db, userId: string, id: string): Promise<QuizAttempt> {
  const [row] = await db
    .update(quizAttempts)
    .set({ served_at: sql`now()` })
    .where(and(eq(quizAttempts.id, id), eq(quizAttempts.user_id, userId)))
    .returning();
  if (!row) throw notFound();
  return attemptOf(row);
}

const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * An answer graded and kept by one statement, only if the attempt is the learner's, asks this
 * question, has such an option and has no answer to it yet; its time is counted from when the
 * question was served, and the next one is served from now. The answers are kept in the attempt's
 * own row: a learner answers one question at a time, and an update of the row waits for the one
 * before it, then checks its conditions again against what that one wrote.
 */
const answerStatement = preparedQuery((db) => {
  const questionKey = sql`${quizAttempts.answer_key} -> (${param('question_id', 'int')}::text)`;
  const elapsedMs = sql`least(round(extract(epoch from now() - ${quizAttempts.served_at}) * 1000), ${REVIEW_DURATION_MAX_MS})::int`;
  const given = sql`jsonb_build_object('question_id', ${param('question_id', 'int')}, 'option', ${param('option', 'int')},
    'correct', (${questionKey} -> 'correct') @> to_jsonb(${param('option', 'int')}), 'time_ms', ${elapsedMs})`;
  return db
    .update(quizAttempts)
    .set({ answers: sql`${quizAttempts.answers} || jsonb_build_array(${given})`, served_at: sql`now()` })
    .where(
      and(
        eq(quizAttempts.id, sql.placeholder('id')),
        eq(quizAttempts.user_id, sql.placeholder('user_id')),
        sql`${param('option', 'int')} < (${questionKey} ->> 'options')::int`,
        sql`not ${quizAttempts.answers} @> jsonb_build_array(jsonb_build_object('question_id', ${param('question_id', 'int')}))`,
      ),
    )
    .returning({ given: sql<GivenAnswer>`${quizAttempts.answers} -> -1`, key: sql<KeyEntry>`${questionKey}` })
    .prepare('attempt_answer');
});

/**
 * An answer graded in this process (the types other than a single pick) kept by one statement, with
 * the guard of answerStatement: only if the attempt is the learner's and has no answer to it yet.
 */
async function keepGraded(db: Db, userId: string, id: string, questionId: number, verdict: Verdict, response: QuestionResponse): Promise<GivenAnswer | null> {
  const elapsedMs = sql`least(round(extract(epoch from now() - ${quizAttempts.served_at}) * 1000), ${REVIEW_DURATION_MAX_MS})::int`;
  const graded = { question_id: questionId, option: null, ...verdict, response };
  const [row] = await db
    .update(quizAttempts)
    .set({ answers: sql`${quizAttempts.answers} || jsonb_build_array(${JSON.stringify(graded)}::jsonb || jsonb_build_object('time_ms', ${elapsedMs}))`, served_at: sql`now()` })
    .where(
      and(
        eq(quizAttempts.id, id),
        eq(quizAttempts.user_id, userId),
        sql`not ${quizAttempts.answers} @> jsonb_build_array(jsonb_build_object('question_id', ${questionId}::int))`,
      ),
    )
    .returning({ given: sql<GivenAnswer>`${quizAttempts.answers} -> -1` });
  return row?.given ?? null;
}

const sameResponse = (given: GivenAnswer, response: QuestionResponse) =>
  given.response ? JSON.stringify(given.response) === JSON.stringify(response) : 'option' in response && given.option === response.option;

/**
 * Grades one answer of the learner's attempt. A pick of a multiple choice or true/false question is
 * graded and kept by one prepared statement (decision 048); the other types are graded here
 * (question-types-rules.ts gradeResponse) against the question as it was asked. A resend of the answer
 * already given is answered with it (replayed); another answer to an answered question is 409 (a
 * finished attempt has them all); a question the attempt does not ask, or a response that does not
 * fit it (another type's shape, a place past its lists), is 400.
 */
export async function answerQuestion(db: Db, userId: string, id: string, input: AttemptAnswerInput): Promise<AttemptAnswer & { replayed: boolean }> {
  const response = responseOf(input);
  if ('option' in response) {
    const [row] = await answerStatement(db).execute({ id, user_id: userId, question_id: input.question_id, option: response.option });
    if (row) {
      // an attempt started before question types kept no solution: its question gives the options
      const question = row.key.solution ? undefined : (await readAttempt(db, userId, id)).questions.get(input.question_id);
      return { ...verdictOf(row.given, row.key, question), replayed: false };
    }
  }
  const attempt = await readAttempt(db, userId, id);
  const key = attempt.key[input.question_id];
  const question = attempt.questions.get(input.question_id);
  if (!key || !question) throw refused(ATTEMPT_MSG.notInAttempt);
  const given = attempt.answers.find((a) => a.question_id === input.question_id);
  if (given && sameResponse(given, response)) return { ...verdictOf(given, key, question), replayed: true };
  const problem = responseProblem(question, response);
  if (problem) throw refused('option' in response && 'options' in question ? ATTEMPT_MSG.noSuchOption : problem);
  if (given || 'option' in response) throw new HttpError(409, ERROR_CODE.conflict, ATTEMPT_MSG.alreadyAnswered);
  const kept = await keepGraded(db, userId, id, input.question_id, gradeResponse(solutionOf(key, question), question, response), response);
  if (kept) return { ...verdictOf(kept, key, question), replayed: false };
  // another request answered it first
  const first = (await readAttempt(db, userId, id)).answers.find((a) => a.question_id === input.question_id)!;
  if (sameResponse(first, response)) return { ...verdictOf(first, key, question), replayed: true };
  throw new HttpError(409, ERROR_CODE.conflict, ATTEMPT_MSG.alreadyAnswered);
}

/** One of the learner's attempts read to grade or to say why an answer was refused. */
async function readAttempt(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, id), eq(quizAttempts.user_id, userId)));
  if (!row) throw notFound();
  return {
    key: row.answer_key as Record<string, KeyEntry>,
    questions: new Map(askedQuestions(row).map((q) => [q.id, q])),
    answers: row.answers as GivenAnswer[],
  };
}

/** The result of an attempt whose every question is answered, graded from what the attempt kept. */
function gradedOf(row: AttemptRow): GradedResult {
  const questionOf = new Map(askedQuestions(row).map((q) => [q.id, q]));
  const key = row.answer_key as Record<string, KeyEntry>;
  const given = row.answers as GivenAnswer[];
  const answers = given.map((answer): QuizAnswer => {
    const q = questionOf.get(answer.question_id)!;
    const verdict = verdictOf(answer, key[answer.question_id]!, q);
    return {
      question_id: answer.question_id,
      question: q.question,
      selectedOption: verdict.given,
      correctAnswer: verdict.answer,
      correct: verdict.correct,
      timeTaken: Math.round(answer.time_ms / 1000),
      credit: verdict.credit,
      almost: verdict.almost,
    };
  });
  const ratings = given.map(({ question_id, correct, almost, time_ms }) => {
    const q = questionOf.get(question_id)!;
    return quizRating(row.user_id, { id: q.id, question: q.question, options: optionsOf(q), type: q.type }, correct, time_ms / 1000, almost);
  });
  return {
    row: {
      id: randomUUID(),
      user_id: row.user_id,
      category: row.category!,
      course: row.course!,
      topic: row.topic!,
      module: row.module,
      score: scoreOf(answers),
      time_taken: Math.round(given.reduce((sum, a) => sum + a.time_ms, 0) / 1000),
      answers,
      retake_of: row.retake_of,
      // the attempt's id: finishing again finds the result saved the first time
      client_id: row.id,
      taken_offline: false,
    },
    ratings,
  };
}

/**
 * Marks the learner's attempt finished once every question has its answer, and answers the row to
 * grade; the result is saved by the caller under the attempt's id, so a finish sent twice, or after
 * a save that failed, saves it once. A review session keeps no result (409).
 */
export async function finishAttempt(db: Db, userId: string, id: string): Promise<GradedResult> {
  const [row] = await db
    .update(quizAttempts)
    .set({ finished_at: sql`coalesce(${quizAttempts.finished_at}, now())` })
    .where(
      and(
        eq(quizAttempts.id, id),
        eq(quizAttempts.user_id, userId),
        ne(quizAttempts.kind, 'review'),
        sql`jsonb_array_length(${quizAttempts.answers}) = jsonb_array_length(${quizAttempts.questions})`,
      ),
    )
    .returning();
  if (row) return gradedOf(row);
  const [attempt] = await db
    .select({ kind: quizAttempts.kind, answered: sql<number>`jsonb_array_length(${quizAttempts.answers})`, asked: sql<number>`jsonb_array_length(${quizAttempts.questions})` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, id), eq(quizAttempts.user_id, userId)));
  if (!attempt) throw notFound();
  if (attempt.kind === 'review') throw new HttpError(409, ERROR_CODE.conflict, ATTEMPT_MSG.reviewKeepsNoResult);
  throw new HttpError(409, ERROR_CODE.conflict, ATTEMPT_MSG.unanswered(attempt.asked - attempt.answered));
}
