import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { State } from 'ts-fsrs';
import { isCategoryAllowed, isKidsLocked } from '@curio/core/kids-lock';
import type { LearnerProgress, ReviewForecast } from '@curio/core/review';
import { MASTERED_STABILITY_DAYS, PROGRESS_CALENDAR_WEEKS, RATINGS, RETENTION_DAYS, REVIEW_FORECAST_DAYS } from '@curio/core/review-rules';
import { reviewStreak, type DayCount } from '@curio/core/review-streak';
import type { Db } from '../../db/client';
import { categories, courses, flashcards, questions, results, reviewItems, reviewLog, reviewSettings } from '../../db/tables';
import { openToKids } from '../../lib/review-items';

/*
 * What the profile shows of a learner's memory model (docs/product.md#review-and-the-memory-model): what comes due this week, the
 * days they studied, how much they remembered, each course's mastered / learning / new, and the
 * opt-in daily goal's streak. Days are the learner's calendar days (their time zone).
 */

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const DAY_MS = 86_400_000;

/** Today's date ('YYYY-MM-DD') in a time zone. */
const dateIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** A 'YYYY-MM-DD' date moved by whole days. */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a calendar day starts in the learner's time zone. */
const midnight = (date: string, timeZone: string) => sql`(${date}::date::timestamp at time zone ${timeZone})`;

/** The learner's calendar day of a timestamptz column. */
const dayOf = (column: SQLWrapper, timeZone: string) => sql`(${column} at time zone ${timeZone})::date`;

/** Every day from first to last with its count, days without rows included as 0. */
function everyDay(first: string, last: string, perDay: SQL): SQL {
  return sql`
    with per_day as (${perDay})
    select to_char(d, 'YYYY-MM-DD') as date, coalesce(per_day.n, 0)::int as count
    from generate_series(${first}::date::timestamp, ${last}::date::timestamp, interval '1 day') as d
    left join per_day on per_day.day = d::date
    order by d`;
}

/**
 * Kids Lock (docs/product.md#kids-lock): a locked learner's items count only when their question or flashcard is in a
 * category they may open. Items outside them never reach their queue, so they are not shown as due.
 */
const allowedItems = (age: unknown): SQL => (isKidsLocked(age) ? openToKids : sql`true`);

/**
 * Items due per day for REVIEW_FORECAST_DAYS days, today first with everything overdue. The
 * (user_id, due) index gives the items due before the last day ends and nothing later.
 */
export async function reviewForecast(db: Db, userId: string, age: unknown, timeZone: string, now = new Date()): Promise<ReviewForecast> {
  const today = dateIn(timeZone, now);
  const last = addDays(today, REVIEW_FORECAST_DAYS - 1);
  return rowsOf<{ date: string; count: number }>(
    db,
    everyDay(
      today,
      last,
      sql`select greatest(${dayOf(reviewItems.due, timeZone)}, ${today}::date) as day, count(*) as n
        from ${reviewItems}
        where ${reviewItems.user_id} = ${userId} and ${reviewItems.due} < ${midnight(addDays(last, 1), timeZone)} and ${allowedItems(age)}
        group by 1`,
    ),
  );
}

/** Reviews rated on the Review screen per day from first to today (quiz answers are not reviews). */
function reviewsPerDay(userId: string, timeZone: string, first: string): SQL {
  return sql`select ${dayOf(reviewLog.answered_at, timeZone)} as day, count(*) as n
    from ${reviewLog}
    where ${reviewLog.user_id} = ${userId} and ${reviewLog.source} = 'review' and ${reviewLog.answered_at} >= ${midnight(first, timeZone)}
    group by 1`;
}

/** The study calendar: quizzes taken plus reviews rated, per day, PROGRESS_CALENDAR_WEEKS weeks ending today. */
async function studyCalendar(db: Db, userId: string, timeZone: string, today: string): Promise<DayCount[]> {
  const first = addDays(today, -(PROGRESS_CALENDAR_WEEKS * 7 - 1));
  return rowsOf<DayCount>(
    db,
    everyDay(
      first,
      today,
      sql`select day, sum(n) as n from (
          ${reviewsPerDay(userId, timeZone, first)}
          union all
          select ${dayOf(results.created_at, timeZone)}, count(*)
          from ${results}
          where ${results.user_id} = ${userId} and ${results.created_at} >= ${midnight(first, timeZone)}
          group by 1
        ) studied group by day`,
    ),
  );
}

/**
 * Share of ratings remembered (Hard or better) over RETENTION_DAYS. The first rating of a new item
 * is left out, as Anki's retention leaves it out: a question enters the model by being missed, so
 * counting that would be counting mistakes, not forgetting.
 */
async function retention(db: Db, userId: string, now: Date): Promise<LearnerProgress['retention']> {
  const since = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const [row] = await db
    .select({
      remembered: sql<number>`(count(*) filter (where ${reviewLog.rating} > ${RATINGS.again}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(reviewLog)
    .where(sql`${reviewLog.user_id} = ${userId} and ${reviewLog.answered_at} >= ${since.toISOString()} and ${reviewLog.state_before} <> ${State.New}`);
  return { remembered: row?.remembered ?? 0, total: row?.total ?? 0 };
}

/**
 * Per course the learner has items or quiz results in: items mastered (FSRS state Review with at
 * least MASTERED_STABILITY_DAYS of stability), the other items rated at least once (learning), and
 * the rest of the course's questions and flashcards (new): not in the model yet, or added to the
 * review and not rated yet, as Anki counts a card never studied.
 */
async function courseProgress(db: Db, userId: string, age: unknown): Promise<LearnerProgress['courses']> {
  const rows = await rowsOf<LearnerProgress['courses'][number]>(
    db,
    sql`
    with mine as (
      select coalesce(q.course_id, f.course_id) as course_id,
        count(*) filter (where ri.state = ${State.Review} and ri.stability >= ${MASTERED_STABILITY_DAYS}) as mastered,
        count(*) filter (where ri.state <> ${State.New} and not (ri.state = ${State.Review} and ri.stability >= ${MASTERED_STABILITY_DAYS})) as learning
      from ${reviewItems} ri
      left join ${questions} q on q.id = ri.question_id
      left join ${flashcards} f on f.id = ri.flashcard_id
      where ri.user_id = ${userId}
      group by 1
    ),
    taken as (
      select distinct co.id as course_id
      from (select distinct category, course from ${results} where user_id = ${userId}) r
      join ${categories} c on lower(c.name) = lower(r.category)
      join ${courses} co on co.category_id = c.id and lower(co.name) = lower(r.course)
        and (co.owner_id is null or co.owner_id = ${userId}) -- another learner's set of the same title is not this one
    ),
    studied as (select course_id from mine union select course_id from taken)
    select c.name as category, co.name as course,
      coalesce(m.mastered, 0)::int as mastered, coalesce(m.learning, 0)::int as learning,
      ((select count(*) from ${questions} where course_id = co.id) + (select count(*) from ${flashcards} where course_id = co.id)
        - coalesce(m.mastered, 0) - coalesce(m.learning, 0))::int as new
    from studied
    join ${courses} co on co.id = studied.course_id
    join ${categories} c on c.id = co.category_id
    left join mine m on m.course_id = co.id
    order by c.name, co.name`,
  );
  return rows.filter((row) => isCategoryAllowed(age, row.category));
}

/** A streak window long enough for nearly everyone; a longer run is read again with its whole history. */
const STREAK_FIRST_WINDOW_DAYS = 120;

/** The daily goal, today's reviews and the streak; null without a goal (the default). */
async function dailyGoal(db: Db, userId: string, timeZone: string, today: string): Promise<LearnerProgress['goal']> {
  const [settings] = await db.select({ daily_goal: reviewSettings.daily_goal }).from(reviewSettings).where(eq(reviewSettings.user_id, userId));
  const goal = settings?.daily_goal;
  if (goal == null) return null;

  const perDay = (first: string) => rowsOf<DayCount>(db, everyDay(first, today, reviewsPerDay(userId, timeZone, first)));
  let days = await perDay(addDays(today, -(STREAK_FIRST_WINDOW_DAYS - 1)));
  let found = reviewStreak(days, goal);
  if (found.fromFirstDay) {
    const [first] = await db
      .select({ day: sql<string | null>`to_char(min(${dayOf(reviewLog.answered_at, timeZone)}), 'YYYY-MM-DD')` })
      .from(reviewLog)
      .where(sql`${reviewLog.user_id} = ${userId} and ${reviewLog.source} = 'review'`);
    if (first?.day && first.day < days[0]!.date) {
      days = await perDay(first.day);
      found = reviewStreak(days, goal);
    }
  }
  return { daily_goal: goal, reviewed_today: days.at(-1)!.count, streak: found.streak };
}

export async function learnerProgress(db: Db, userId: string, age: unknown, timeZone: string, now = new Date()): Promise<LearnerProgress> {
  const today = dateIn(timeZone, now);
  // one after another: PGlite has a single connection, and on PostgreSQL these are each a few ms
  const calendar = await studyCalendar(db, userId, timeZone, today);
  const forecast = await reviewForecast(db, userId, age, timeZone, now);
  const remembered = await retention(db, userId, now);
  const courses = await courseProgress(db, userId, age);
  const goal = await dailyGoal(db, userId, timeZone, today);
  return { calendar, forecast, retention: remembered, courses, goal };
}
