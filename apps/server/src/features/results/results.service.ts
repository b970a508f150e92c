import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { QuizQuestion } from '@curio/core/catalogue';
import { ERROR_CODE } from '@curio/core/errors';
import type { NewResultData, QuizAnswer, QuizResult, ResultStats, SavedResult } from '@curio/core/learning';
import { ACTIVITY_CHART_DAYS } from '@curio/core/learning';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { answerText, clozeAsked, gradeResponse, isAskedOf, responseProblem, type TypedQuestion, type Verdict } from '@curio/core/question-types-rules';
import { dedupeQuestions, isCorrectAnswer, scoreOf } from '@curio/core/quiz-rules';
import { ratingFromAnswer, REVIEW_DURATION_MAX_MS } from '@curio/core/review-rules';
import { RESULTS_HISTORY_ROWS, STREAK_WINDOW_MINUTES } from '@curio/core/limits';
import type { Db } from '../../db/client';
import { categories, courses, questions, results, topics } from '../../db/tables';
import { asQuizQuestions, selectQuizQuestions, typedQuestion } from '../../lib/catalogue-items';
import { sameName } from '../../lib/course-scope';
import { HttpError } from '../../lib/http-error';
import { feedQuizAnswers, type QuizRating } from '../../lib/review-items';
import { loadQuiz } from '../quiz';
import { preparedQuery } from '../../lib/prepared-query';
import { SETS_CATEGORY } from '@curio/core/study-sets-rules';
import { setQuestionsOpen } from '../study-sets';

type ResultRow = typeof results.$inferSelect;

// the indexes keep created_at "desc nulls last"; ordering the same way lets Postgres read the
// newest rows straight off the index instead of sorting all of a user's results
const newestFirst = sql`${results.created_at} desc nulls last`;

/** A timestamptz as Date.toISOString() writes it. */
const isoTime = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function toResult(row: ResultRow): QuizResult {
  return { ...row, answers: row.answers as QuizAnswer[], created_at: row.created_at.toISOString() };
}

/** Results written by one statement at most; more wait for the next. */
const SAVE_BATCH_MAX = 32;

/** A result as it is written, graded by the server. */
type NewResultRow = Omit<typeof results.$inferInsert, 'created_at' | 'answers' | 'id' | 'module' | 'retake_of' | 'client_id' | 'taken_offline'> & {
  id: string;
  module: string | null;
  answers: QuizAnswer[];
  retake_of: string | null;
  client_id: string;
  taken_offline: boolean;
};

/** A result graded by the server, and what its answers tell the memory model. */
export interface GradedResult {
  row: NewResultRow;
  ratings: QuizRating[];
}

/** What one graded answer tells the memory model (ratingFromAnswer): Again when wrong, Good (Hard when slow) when right; a step more when recalled. */
export function quizRating(
  userId: string,
  question: { id: number; question: string; options: readonly string[]; type?: string },
  correct: boolean,
  seconds: number,
  almost = false,
): QuizRating {
  return {
    userId,
    questionId: question.id,
    correct,
    rating: ratingFromAnswer(correct, seconds, question.question, question.options, { type: question.type, almost }),
    durationMs: Math.min(Math.round(seconds * 1000), REVIEW_DURATION_MAX_MS),
  };
}

const answersNotInTopic = () => new HttpError(400, ERROR_CODE.validation, RESULTS_MSG.answersNotInTopic);
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type SubmittedAnswer = NewResultData['answers'][number];

/**
 * One answer of a quiz taken offline, graded as an attempt grades it: a choice by its option's
 * text, any type by the body the device asked and the response, once that body is found to be the
 * stored question's (reordered at most: a forged one is 400).
 */
function offlineVerdict(q: TypedQuestion, answer: SubmittedAnswer): Verdict {
  const refused = (message: string) => new HttpError(400, ERROR_CODE.validation, message);
  if (answer.asked && answer.response) {
    if (!isAskedOf(q, answer.asked)) throw refused(RESULTS_MSG.askedNotStored);
    const problem = responseProblem(answer.asked, answer.response);
    if (problem) throw refused(problem);
    return gradeResponse(q, answer.asked, answer.response);
  }
  if (q.type !== 'multiple_choice' && q.type !== 'true_false') throw refused(RESULTS_MSG.answerNeedsResponse);
  const given = answer.selectedOption ?? '';
  const correct = isCorrectAnswer(given, answerText(q));
  return { correct, credit: correct ? 1 : 0, almost: false, given };
}

/**
 * Grades a quiz taken offline from a downloaded topic, as its answers arrive from the learner's
 * device (decision 048): every answer names a different question of the result's category, course
 * and topic (else 400), and the choices are graded against the stored answers. Its times are the
 * device's, so the result is kept as taken offline. Reads only; the saver writes.
 */
export async function gradeResult(db: Db, learner: { id: string; age?: unknown }, input: NewResultData): Promise<GradedResult> {
  const userId = learner.id;
  const ids = [...new Set(input.answers.map((a) => a.question_id))];
  if (ids.length !== input.answers.length) throw new HttpError(400, ERROR_CODE.validation, RESULTS_MSG.questionAnsweredTwice);
  // the topic's quiz is in the content cache (decision 014): grading from it costs no query; only
  // questions it does not hold (a topic changed since the download) are read by id.
  // A study set's quiz is not cached; its questions must be of a set this learner may open.
  const inSets = sameText(input.category, SETS_CATEGORY);
  if (inSets && !(await setQuestionsOpen(db, learner, ids))) throw answersNotInTopic();
  const served = new Map(inSets ? [] : (await loadQuiz(db, { ...input, mode: 'serious' }, learner.age)).map((q) => [q.id, q]));
  const unserved = ids.filter((id) => !served.has(id));
  const asked = unserved.length > 0 ? await selectQuizQuestions(db).where(inArray(questions.id, unserved)) : [];
  const questionOf = new Map([...served, ...asQuizQuestions(asked).map((q): [number, QuizQuestion] => [q.id, q])]);

  const ratings: QuizRating[] = [];
  const answers = input.answers.map((answer): QuizAnswer => {
    const { question_id, timeTaken } = answer;
    const q = questionOf.get(question_id);
    if (!q || !sameText(q.category, input.category) || !sameText(q.course, input.course) || !sameText(q.topic, input.topic)) throw answersNotInTopic();
    const typed = typedQuestion(q);
    const verdict = offlineVerdict(typed, answer);
    ratings.push(quizRating(userId, q, verdict.correct, timeTaken, verdict.almost));
    return {
      question_id,
      question: typed.type === 'cloze' ? clozeAsked(q.question) : q.question,
      selectedOption: verdict.given,
      correctAnswer: typed.type === 'multiple_choice' ? q.answer : answerText(typed),
      correct: verdict.correct,
      timeTaken,
      credit: verdict.credit,
      almost: verdict.almost,
    };
  });
  const row = { ...input, id: randomUUID(), user_id: userId, module: input.module ?? null, score: scoreOf(answers), answers, retake_of: null, taken_offline: true };
  return { row, ratings };
}

/** A result as a save answers it; replayed: the learner's client id was already saved (decision 027). */
export type SaveOutcome = SavedResult & { replayed: boolean };

const savedOf = (row: ResultRow): SaveOutcome => ({ id: row.id, created_at: row.created_at.toISOString(), score: row.score, answers: row.answers as QuizAnswer[], replayed: true });

// asked on every save the web sends (it always names a client id): prepared once
const byClientId = preparedQuery((db) =>
  db
    .select()
    .from(results)
    .where(and(eq(results.user_id, sql.placeholder('user_id')), eq(results.client_id, sql.placeholder('client_id'))))
    .prepare('result_by_client_id'),
);

/** The learner's result saved under this client id, if any. */
export async function findByClientId(db: Db, userId: string, clientId: string): Promise<SaveOutcome | null> {
  const [row] = await byClientId(db).execute({ user_id: userId, client_id: clientId });
  return row ? savedOf(row) : null;
}

/**
 * One statement for the batch's results, then the answers of those it wrote into the memory model,
 * in one transaction. A result whose client id the learner already saved (sent twice at once) is
 * skipped, and its answers are not counted again.
 */
function writeResults(db: Db, batch: GradedResult[]) {
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(results)
      .select(
        sql`select r.id, r.user_id, r.category, r.course, r.topic, r.module, r.score, r.time_taken, r.answers, r.retake_of, r.client_id, r.taken_offline, now()
          from jsonb_to_recordset(${JSON.stringify(batch.map((b) => b.row))}::jsonb) as r(id uuid, user_id text, category text, course text,
            topic text, module text, score int, time_taken int, answers jsonb, retake_of uuid, client_id uuid, taken_offline boolean)`,
      )
      .onConflictDoNothing({ target: [results.user_id, results.client_id] })
      .returning({ id: results.id, created_at: isoTime(results.created_at) });
    const written = new Set(saved.map((row) => row.id));
    await feedQuizAnswers(
      tx,
      batch.filter((b) => written.has(b.row.id)).flatMap((b) => b.ratings),
      new Date(),
    );
    return saved;
  });
}

const savers = new WeakMap<Db, ReturnType<typeof createResultSaver>>();

/** The database's one result saver, shared by every route that saves results, so their saves batch together. */
export function resultSaver(db: Db) {
  let saver = savers.get(db);
  if (!saver) savers.set(db, (saver = createResultSaver(db)));
  return saver;
}

/**
 * Saves graded quizzes. Results that arrive while a write is in flight go together in the next
 * transaction (decision 018): one commit and one round trip for many instead of one each, with no
 * wait when the database is idle. When a batch fails (a learner deleted meanwhile), each of its
 * results is tried on its own, so one bad row never costs the others theirs.
 */
export function createResultSaver(db: Db) {
  const waiting: { graded: GradedResult; resolve: (saved: SaveOutcome) => void; reject: (err: unknown) => void }[] = [];
  let writing = false;

  /** The new row, or the one saved before under the same client id. */
  const reply = async ({ row }: GradedResult, saved: { id: string; created_at: string } | undefined): Promise<SaveOutcome> => {
    if (saved) return { ...saved, score: row.score, answers: row.answers, replayed: false };
    const first = await findByClientId(db, row.user_id, row.client_id);
    if (!first) throw new Error('result neither written nor found');
    return first;
  };

  async function write() {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, SAVE_BATCH_MAX);
      try {
        const saved = new Map((await writeResults(db, batch.map((w) => w.graded))).map((row) => [row.id, row]));
        for (const { graded, resolve, reject } of batch) await reply(graded, saved.get(graded.row.id)).then(resolve, reject);
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const { graded, resolve, reject } of batch) await writeResults(db, [graded]).then(([saved]) => reply(graded, saved)).then(resolve, reject);
      }
    }
    writing = false;
  }

  /** The result's id, creation time, score and graded answers once it is committed. */
  return function save(graded: GradedResult): Promise<SaveOutcome> {
    return new Promise((resolve, reject) => {
      waiting.push({ graded, resolve, reject });
      if (writing) return;
      writing = true;
      // after the requests that arrived with this one have been read: PGlite runs a query without
      // giving the event loop a turn, so a batch would otherwise never hold more than one
      setImmediate(() => void write());
    });
  };
}

/**
 * Retake my mistakes: the questions answered wrongly in one of the learner's results, as the quiz
 * asks them, in the attempt's order. Answers saved before results named their question are found
 * by question text within the result's course and topic. Null for no such result of theirs.
 */
export async function retakeQuestions(db: Db, userId: string, id: string): Promise<{ category: string; questions: QuizQuestion[] } | null> {
  const result = await getResult(db, userId, id);
  if (!result) return null;
  const wrong = result.answers.filter((a) => !a.correct);
  if (wrong.length === 0) return { category: result.category, questions: [] };
  const ids = wrong.flatMap((a) => (a.question_id === undefined ? [] : [a.question_id]));
  const texts = wrong.filter((a) => a.question_id === undefined).map((a) => a.question.trim());
  const rows = await selectQuizQuestions(db).where(
    or(
      ids.length ? inArray(questions.id, ids) : undefined,
      texts.length
        ? and(
            sameName(courses.name, result.course),
            sameName(topics.name, result.topic),
            sameName(categories.name, result.category),
            inArray(sql`btrim(${questions.question})`, texts),
          )
        : undefined,
    ),
  );
  const found = asQuizQuestions(rows);
  const byId = new Map(found.map((q) => [q.id, q]));
  const byText = new Map(found.map((q) => [q.question.trim(), q]));
  const inOrder = wrong.flatMap((a) => {
    const q = a.question_id === undefined ? byText.get(a.question.trim()) : byId.get(a.question_id);
    return q ? [q] : [];
  });
  return { category: result.category, questions: dedupeQuestions(inOrder) };
}

/** A result's category as learners see it: the catalogue's label (its name when it has none), or the key kept with the result. */
const categoryLabelOf = (category: SQLWrapper) => sql`coalesce((
  select coalesce(nullif(${categories.label}, ''), ${categories.name}) from ${categories}
  where lower(${categories.name}) = lower(${category}) order by ${categories.id} limit 1
), ${category})`;

const resultsPage = preparedQuery((db) => {
  const page = db
    .select()
    .from(results)
    .where(and(eq(results.user_id, sql.placeholder('user_id')), eq(results.category, sql.placeholder('category'))))
    .orderBy(newestFirst)
    .limit(RESULTS_HISTORY_ROWS)
    .as('page');
  return db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${page.id}, 'user_id', ${page.user_id}, 'category', ${page.category}, 'category_label', ${categoryLabelOf(page.category)}, 'course', ${page.course},
        'topic', ${page.topic}, 'module', ${page.module}, 'score', ${page.score}, 'time_taken', ${page.time_taken}, 'retake_of', ${page.retake_of},
        'taken_offline', ${page.taken_offline},
        'answers_count', jsonb_array_length(${page.answers}), 'created_at', ${isoTime(page.created_at)}
      ) order by ${page.created_at} desc), '[]')::text`,
    })
    .from(page)
    .prepare('results_page');
});

/**
 * The results screen: the user's last RESULTS_HISTORY_ROWS in a category, newest first, as the
 * JSON text of ResultSummary[] built by Postgres. Answers stay in the database until a row is
 * opened: ten full results carry up to 300 of them, and turning them into text was most of the
 * screen's cost.
 */
export async function listResultsJson(db: Db, userId: string, category: string): Promise<string> {
  const [row] = await resultsPage(db).execute({ user_id: userId, category });
  return row!.json;
}

/** One of the user's own results with its answers, or null (someone else's too). */
export async function getResult(db: Db, userId: string, id: string): Promise<QuizResult | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.id, id), eq(results.user_id, userId)));
  return row ? toResult(row) : null;
}

/** The quiz complete screen: the user's latest result for a course and topic, or null. */
export async function latestResult(db: Db, userId: string, course: string, topic: string): Promise<QuizResult | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.user_id, userId), eq(results.course, course), eq(results.topic, topic)))
    .orderBy(newestFirst)
    .limit(1);
  return row ? toResult(row) : null;
}

/**
 * The profile figures, counted by Postgres on the (user_id, created_at) index: every quiz taken,
 * those within the streak window, and quizzes per calendar day (in the learner's time zone) for
 * the last ACTIVITY_CHART_DAYS days, days without quizzes included so the chart's axis is even.
 */
export async function resultStats(db: Db, userId: string, timeZone: string, now = new Date()): Promise<ResultStats> {
  const streakStart = new Date(now.getTime() - STREAK_WINDOW_MINUTES * 60_000);
  const [totals] = await db
    .select({
      total: count(),
      last7Days: sql<number>`count(*) filter (where ${results.created_at} >= ${streakStart.toISOString()})::int`,
    })
    .from(results)
    .where(eq(results.user_id, userId));

  const today = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const firstDay = sql`(${today} - ${ACTIVITY_CHART_DAYS - 1}::int)`;
  // the lower bound is one constant instant, so the (user_id, created_at) index gives the range
  const { rows } = (await db.execute(sql`
    with per_day as (
      select (${results.created_at} at time zone ${timeZone})::date as day, count(*)::int as n
      from ${results}
      where ${results.user_id} = ${userId} and ${results.created_at} >= (${firstDay}::timestamp at time zone ${timeZone})
      group by 1
    )
    select to_char(d, 'YYYY-MM-DD') as date, coalesce(per_day.n, 0) as count
    from generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') as d
    left join per_day on per_day.day = d::date
    order by d`)) as unknown as { rows: { date: string; count: number }[] };

  return { total: totals?.total ?? 0, last7Days: totals?.last7Days ?? 0, perDay: rows };
}
