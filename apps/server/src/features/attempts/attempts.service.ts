import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { QuizQuestion } from '@curio/core/catalogue';
import { ERROR_CODE } from '@curio/core/errors';
import type { QuizAnswer } from '@curio/core/learning';
import { ATTEMPT_KEPT_DAYS, ATTEMPTS_KEPT } from '@curio/core/limits';
import type { AskedQuestion, AttemptAnswer, AttemptAnswerInput, AttemptKind, QuizAttempt } from '@curio/core/quiz-attempts';
import { ATTEMPT_MSG } from '@curio/core/quiz-messages';
import { correctOptions, normalizeOption, scoreOf } from '@curio/core/quiz-rules';
import { REVIEW_DURATION_MAX_MS } from '@curio/core/review-rules';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/tables';
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

/** What the server keeps of a question beside the asked one: the right options, the answer and explanation to reveal. */
interface KeyEntry {
  correct: number[];
  answer: string;
  explanation: string | null;
  /** how many options were served: a pick past them is refused */
  options: number;
}

/** An answer as the attempt keeps it. */
interface GivenAnswer {
  question_id: number;
  option: number;
  correct: boolean;
  time_ms: number;
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

/** A question as the attempt asks it: everything but what would give it away. */
const asked = ({ answer: _answer, explanation: _explanation, ...question }: QuizQuestion): AskedQuestion => question;

function verdictOf(given: GivenAnswer, key: KeyEntry): AttemptAnswer {
  return { ...given, correct_options: key.correct, answer: key.answer, explanation: key.explanation };
}

function attemptOf(row: AttemptRow): QuizAttempt {
  const key = row.answer_key as Record<string, KeyEntry>;
  return {
    id: row.id,
    kind: row.kind as AttemptKind,
    category: row.category,
    course: row.course,
    topic: row.topic,
    module: row.module,
    retake_of: row.retake_of,
    questions: row.questions as AskedQuestion[],
    answers: (row.answers as GivenAnswer[]).map((given) => verdictOf(given, key[given.question_id]!)),
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
  const answerKey = Object.fromEntries(
    questions.map((q): [number, KeyEntry] => [
      q.id,
      { correct: correctOptions(q.options, q.answer), answer: normalizeOption(q.answer), explanation: q.explanation, options: q.options.length },
    ]),
  );
  const [row] = await db
    .insert(quizAttempts)
    .values({ user_id: userId, kind, ...place, retake_of: place.retake_of ?? null, questions: questions.map(asked), answer_key: answerKey })
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
 * Grades one answer of the learner's attempt. A resend of the answer already given is answered with
 * it (replayed); another option for an answered question is 409 (a finished attempt has them all); a
 * question the attempt does not ask, or an option it does not have, is 400.
 */
export async function answerQuestion(db: Db, userId: string, id: string, input: AttemptAnswerInput): Promise<AttemptAnswer & { replayed: boolean }> {
  const [row] = await answerStatement(db).execute({ id, user_id: userId, question_id: input.question_id, option: input.option });
  if (row) return { ...verdictOf(row.given, row.key), replayed: false };

  // refused: read the attempt once to say why
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, id), eq(quizAttempts.user_id, userId)));
  if (!attempt) throw notFound();
  const key = (attempt.answer_key as Record<string, KeyEntry>)[input.question_id];
  if (!key) throw new HttpError(400, ERROR_CODE.validation, ATTEMPT_MSG.notInAttempt);
  const given = (attempt.answers as GivenAnswer[]).find((a) => a.question_id === input.question_id);
  if (given?.option === input.option) return { ...verdictOf(given, key), replayed: true };
  if (given) throw new HttpError(409, ERROR_CODE.conflict, ATTEMPT_MSG.alreadyAnswered);
  throw new HttpError(400, ERROR_CODE.validation, ATTEMPT_MSG.noSuchOption);
}

/** The result of an attempt whose every question is answered, graded from what the attempt kept. */
function gradedOf(row: AttemptRow): GradedResult {
  const questionOf = new Map((row.questions as AskedQuestion[]).map((q) => [q.id, q]));
  const key = row.answer_key as Record<string, KeyEntry>;
  const given = row.answers as GivenAnswer[];
  const answers = given.map(({ question_id, option, correct, time_ms }): QuizAnswer => {
    const q = questionOf.get(question_id)!;
    return { question_id, question: q.question, selectedOption: q.options[option]!, correctAnswer: key[question_id]!.answer, correct, timeTaken: Math.round(time_ms / 1000) };
  });
  const ratings = given.map(({ question_id, correct, time_ms }) => quizRating(row.user_id, questionOf.get(question_id)!, correct, time_ms / 1000));
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
