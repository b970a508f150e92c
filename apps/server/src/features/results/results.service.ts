import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { NewResultData, QuizAnswer, QuizResult, ResultStats } from '@curio/core/learning';
import { ACTIVITY_CHART_DAYS } from '@curio/core/learning';
import { RESULTS_HISTORY_ROWS, STREAK_WINDOW_MINUTES } from '@curio/core/limits';
import type { Db } from '../../db/client';
import { results } from '../../db/tables';

type ResultRow = typeof results.$inferSelect;

// the indexes keep created_at "desc nulls last"; ordering the same way lets Postgres read the
// newest rows straight off the index instead of sorting all of a user's results
const newestFirst = sql`${results.created_at} desc nulls last`;

/** A timestamptz as Date.toISOString() writes it. */
const isoTime = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function toResult(row: ResultRow): QuizResult {
  return { ...row, answers: row.answers as QuizAnswer[], created_at: row.created_at.toISOString() };
}

export async function createResult(db: Db, userId: string, input: NewResultData): Promise<QuizResult> {
  // the row is what was sent plus two defaults: reading back its answers would only parse them again
  const [row] = await db
    .insert(results)
    .values({ ...input, user_id: userId })
    .returning({ id: results.id, created_at: results.created_at });
  return { ...input, module: input.module ?? null, user_id: userId, id: row!.id, created_at: row!.created_at.toISOString() };
}

/**
 * The results screen: the user's last RESULTS_HISTORY_ROWS in a category, newest first, as the
 * JSON text of QuizResult[]. Postgres builds it, so the page's answers (up to 300) go out as they
 * are stored instead of being parsed, mapped and printed again.
 */
export async function listResultsJson(db: Db, userId: string, category: string): Promise<string> {
  const page = db
    .select()
    .from(results)
    .where(and(eq(results.user_id, userId), eq(results.category, category)))
    .orderBy(newestFirst)
    .limit(RESULTS_HISTORY_ROWS)
    .as('page');
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${page.id}, 'user_id', ${page.user_id}, 'category', ${page.category}, 'course', ${page.course},
        'topic', ${page.topic}, 'module', ${page.module}, 'score', ${page.score}, 'time_taken', ${page.time_taken},
        'answers', ${page.answers}, 'created_at', ${isoTime(page.created_at)}
      ) order by ${page.created_at} desc), '[]')::text`,
    })
    .from(page);
  return row!.json;
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
