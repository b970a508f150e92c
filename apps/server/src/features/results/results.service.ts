import { randomUUID } from 'node:crypto';
import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { NewResultData, QuizAnswer, QuizResult, ResultStats, SavedResult } from '@curio/core/learning';
import { ACTIVITY_CHART_DAYS } from '@curio/core/learning';
import { RESULTS_HISTORY_ROWS, STREAK_WINDOW_MINUTES } from '@curio/core/limits';
import type { Db } from '../../db/client';
import { results } from '../../db/tables';
import { preparedQuery } from '../../lib/prepared-query';

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

type NewResultRow = NewResultData & { id: string; user_id: string; module: string | null };

// any number of rows as one JSON parameter, so one prepared statement serves every batch size
const insertResults = preparedQuery((db) =>
  db
    .insert(results)
    .select(
      sql`select r.id, r.user_id, r.category, r.course, r.topic, r.module, r.score, r.time_taken, r.answers, now()
        from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as r(id uuid, user_id text, category text, course text,
          topic text, module text, score int, time_taken int, answers jsonb)`,
    )
    .returning({ id: results.id, created_at: isoTime(results.created_at) })
    .prepare('results_insert'),
);

const insertRows = async (db: Db, rows: NewResultRow[]) => insertResults(db).execute({ rows: JSON.stringify(rows) });

/**
 * Saves finished quizzes. Results that arrive while a write is in flight go together in the next
 * statement (decision 018): one commit and one round trip for many instead of one each, with no
 * wait when the database is idle. When a batch fails (a learner deleted meanwhile), each of its
 * results is tried on its own, so one bad row never costs the others theirs.
 */
export function createResultSaver(db: Db) {
  const waiting: { row: NewResultRow; resolve: (saved: SavedResult) => void; reject: (err: unknown) => void }[] = [];
  let writing = false;

  async function write() {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, SAVE_BATCH_MAX);
      try {
        const saved = new Map((await insertRows(db, batch.map((w) => w.row))).map((row) => [row.id, row]));
        for (const { row, resolve } of batch) resolve(saved.get(row.id)!);
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const { row, resolve, reject } of batch) await insertRows(db, [row]).then(([saved]) => resolve(saved!), reject);
      }
    }
    writing = false;
  }

  /** The result's id and creation time once it is committed. */
  return function save(userId: string, input: NewResultData): Promise<SavedResult> {
    return new Promise((resolve, reject) => {
      waiting.push({ row: { ...input, id: randomUUID(), user_id: userId, module: input.module ?? null }, resolve, reject });
      if (writing) return;
      writing = true;
      // after the requests that arrived with this one have been read: PGlite runs a query without
      // giving the event loop a turn, so a batch would otherwise never hold more than one
      setImmediate(() => void write());
    });
  };
}

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
        'id', ${page.id}, 'user_id', ${page.user_id}, 'category', ${page.category}, 'course', ${page.course},
        'topic', ${page.topic}, 'module', ${page.module}, 'score', ${page.score}, 'time_taken', ${page.time_taken},
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
