import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { State } from 'ts-fsrs';
import { expect, test } from 'vitest';
import { learnerProgress as progressSchema, reviewForecast as forecastSchema } from '@curio/core/review';
import { MASTERED_STABILITY_DAYS, PROGRESS_CALENDAR_WEEKS, RETENTION_DAYS, REVIEW_FORECAST_DAYS } from '@curio/core/review-rules';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { createQuestion, type CreatedQuestion, type QuestionSpec } from '../../../test/question-factory';
import type { Db } from '../../db/client';
import { flashcards, questions, results, reviewItems, reviewLog, reviewSettings } from '../../db/tables';
import { learnerProgress, reviewForecast } from './progress.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A flashcard beside a question, in its category, course, module and topic. */
async function createFlashcard(db: Db, beside: CreatedQuestion): Promise<number> {
  const [q] = await db.select().from(questions).where(eq(questions.id, beside.id));
  const [card] = await db
    .insert(flashcards)
    .values({ category_id: q!.category_id, course_id: q!.course_id, module_id: q!.module_id, topic_id: q!.topic_id, concept: `Card ${randomUUID()}` })
    .returning({ id: flashcards.id });
  return card!.id;
}

interface ItemSpec {
  type?: 'question' | 'flashcard';
  due?: Date;
  state?: State;
  stability?: number;
}

/** A review item with its FSRS state, written straight to the table; answers its row id. */
async function addItem(db: Db, userId: string, itemId: number, spec: ItemSpec = {}): Promise<number> {
  const [row] = await db
    .insert(reviewItems)
    .values({
      user_id: userId,
      item_type: spec.type ?? 'question',
      item_id: itemId,
      due: spec.due ?? new Date(),
      stability: spec.stability ?? 1,
      difficulty: 5,
      elapsed_days: 0,
      scheduled_days: 0,
      reps: 1,
      lapses: 0,
      state: spec.state ?? State.Learning,
    })
    .returning({ id: reviewItems.id });
  return row!.id;
}

interface LogSpec {
  source?: 'review' | 'quiz';
  rating?: number;
  stateBefore?: State;
  at: Date;
}

async function addLog(db: Db, userId: string, itemRowId: number, spec: LogSpec) {
  await db.insert(reviewLog).values({
    id: randomUUID(),
    item_id: itemRowId,
    user_id: userId,
    source: spec.source ?? 'review',
    rating: spec.rating ?? 3,
    state_before: spec.stateBefore ?? State.Review,
    duration_ms: 4000,
    answered_at: spec.at,
  });
}

async function addResult(db: Db, userId: string, at: Date, names: Partial<Pick<QuestionSpec, 'category' | 'course'>> = {}) {
  await db.insert(results).values({
    user_id: userId,
    category: names.category ?? 'business',
    course: names.course ?? 'Marketing Basics',
    topic: 'Customers',
    score: 1,
    time_taken: 10,
    answers: [],
    created_at: at,
  });
}

/** `n` ratings on the Review screen at one time. */
async function reviewsAt(db: Db, userId: string, itemRowId: number, at: Date, n: number) {
  for (let i = 0; i < n; i++) await addLog(db, userId, itemRowId, { at });
}

const dateOf = (at: Date) => at.toISOString().slice(0, 10);

describeEachEngine('progress', (engine) => {
  const testApp = useTestApp({ engine });

  // ---------------------------------------------------------------- forecast

  test('the forecast counts items per day for a week, today with everything overdue, the learner’s own only', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const q = await createQuestion(db);
    const now = Date.now();
    const ids = await Promise.all(Array.from({ length: 6 }, () => createQuestion(db).then((c) => c.id)));
    await addItem(db, user.id, q.id, { due: new Date(now - 40 * DAY) });
    await addItem(db, user.id, ids[0]!, { due: new Date(now - 5 * 60_000) });
    await addItem(db, user.id, await createFlashcard(db, q), { type: 'flashcard', due: new Date(now + DAY) });
    await addItem(db, user.id, ids[1]!, { due: new Date(now + (REVIEW_FORECAST_DAYS - 1) * DAY) });
    // beyond the week
    await addItem(db, user.id, ids[2]!, { due: new Date(now + (REVIEW_FORECAST_DAYS + 1) * DAY) });
    await addItem(db, other.user.id, ids[3]!, { due: new Date(now - DAY) });

    const res = await authed(app, cookie).get('/api/review/forecast?tz=UTC');

    expect(res.statusCode).toBe(200);
    const forecast = forecastSchema.parse(res.json());
    expect(forecast).toHaveLength(REVIEW_FORECAST_DAYS);
    expect(forecast.map((d) => d.date)).toEqual(Array.from({ length: REVIEW_FORECAST_DAYS }, (_, i) => dateOf(new Date(now + i * DAY))));
    expect(forecast.map((d) => d.count)).toEqual([2, 1, 0, 0, 0, 0, 1]);
  });

  test('the forecast’s days are the learner’s: an item due late in the UTC evening is tomorrow east of it', async () => {
    const { app, db } = testApp();
    const { user } = await signUp(app);
    const q = await createQuestion(db);
    const now = new Date('2025-06-04T12:00:00Z');
    await addItem(db, user.id, q.id, { due: new Date('2025-06-04T23:30:00Z') });

    const utc = await reviewForecast(db, user.id, 30, 'UTC', now);
    const tokyo = await reviewForecast(db, user.id, 30, 'Asia/Tokyo', now);

    expect(utc.slice(0, 2)).toEqual([
      { date: '2025-06-04', count: 1 },
      { date: '2025-06-05', count: 0 },
    ]);
    // 21:00 in Tokyo: still the 4th there, and the item is due at 08:30 on the 5th
    expect(tokyo.slice(0, 2)).toEqual([
      { date: '2025-06-04', count: 0 },
      { date: '2025-06-05', count: 1 },
    ]);
  });

  test('Kids Lock: a locked learner’s forecast counts only items from the categories they may open', async () => {
    const { app, db } = testApp();
    const kid = await signUp(app, { age: 8 });
    const business = await createQuestion(db);
    const kids = await createQuestion(db, { category: 'kids', course: 'Numbers', topic: 'Counting' });
    await addItem(db, kid.user.id, business.id);
    await addItem(db, kid.user.id, kids.id);
    await addItem(db, kid.user.id, await createFlashcard(db, kids), { type: 'flashcard' });
    await addItem(db, kid.user.id, await createFlashcard(db, business), { type: 'flashcard' });

    const res = await authed(app, kid.cookie).get('/api/review/forecast');

    expect(res.statusCode).toBe(200);
    expect(res.json()[0].count).toBe(2);
  });

  test('forecast and progress need a session and a real time zone, and change nothing', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    for (const url of ['/api/review/forecast', '/api/progress']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const tz of ['Mars/Olympus', 'x'.repeat(65), 'UTC\nX']) {
        const res = await authed(app, cookie).get(`${url}?tz=${encodeURIComponent(tz)}`);
        expect(res.statusCode, `${url} tz=${tz}`).toBe(400);
        expect(res.json().error).toBe('validation_error');
      }
      expect((await authed(app, cookie).get(`${url}?tz=${encodeURIComponent('Europe/Berlin')}`)).statusCode).toBe(200);
      // none is UTC, like the results' stats
      expect((await authed(app, cookie).get(url)).statusCode).toBe(200);
    }
    expect(await db.$count(reviewItems)).toBe(0);
    expect(await db.$count(reviewSettings)).toBe(0);
  });

  // ---------------------------------------------------------------- progress

  test('a newcomer’s progress: an empty calendar, nothing due, no retention, no courses, no goal', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);

    const res = await authed(app, cookie).get('/api/progress');

    expect(res.statusCode).toBe(200);
    const progress = progressSchema.parse(res.json());
    expect(progress.calendar).toHaveLength(PROGRESS_CALENDAR_WEEKS * 7);
    expect(progress.calendar.at(-1)!.date).toBe(dateOf(new Date()));
    expect(progress.calendar.every((d) => d.count === 0)).toBe(true);
    expect(progress.forecast.every((d) => d.count === 0)).toBe(true);
    expect(progress.retention).toEqual({ remembered: 0, total: 0 });
    expect(progress.courses).toEqual([]);
    expect(progress.goal).toBeNull();
  });

  test('the calendar counts quizzes taken and reviews rated per day, not quiz answers and not other learners', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const q = await createQuestion(db);
    const item = await addItem(db, user.id, q.id);
    const otherItem = await addItem(db, other.user.id, q.id);
    const now = Date.now();
    const first = PROGRESS_CALENDAR_WEEKS * 7 - 1;
    await addResult(db, user.id, new Date(now));
    await reviewsAt(db, user.id, item, new Date(now), 2);
    await addLog(db, user.id, item, { source: 'quiz', at: new Date(now) });
    await reviewsAt(db, user.id, item, new Date(now - 3 * DAY), 3);
    await addResult(db, user.id, new Date(now - first * DAY));
    // the day before the calendar starts
    await addResult(db, user.id, new Date(now - (first + 1) * DAY));
    await addResult(db, other.user.id, new Date(now));
    await reviewsAt(db, other.user.id, otherItem, new Date(now), 4);

    const { calendar } = progressSchema.parse((await authed(app, cookie).get('/api/progress?tz=UTC')).json());

    expect(calendar[0]).toEqual({ date: dateOf(new Date(now - first * DAY)), count: 1 });
    expect(calendar.at(-1)).toEqual({ date: dateOf(new Date(now)), count: 3 });
    expect(calendar.at(-4)).toEqual({ date: dateOf(new Date(now - 3 * DAY)), count: 3 });
    expect(calendar.reduce((sum, d) => sum + d.count, 0)).toBe(7);
  });

  test('retention is the share of ratings remembered over its window, a new item’s first rating left out', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const q = await createQuestion(db);
    const item = await addItem(db, user.id, q.id);
    const now = Date.now();
    // entering the model by a quiz mistake is not forgetting
    await addLog(db, user.id, item, { source: 'quiz', rating: 1, stateBefore: State.New, at: new Date(now - 10 * DAY) });
    await addLog(db, user.id, item, { rating: 1, stateBefore: State.Learning, at: new Date(now - 9 * DAY) });
    await addLog(db, user.id, item, { rating: 2, stateBefore: State.Relearning, at: new Date(now - 8 * DAY) });
    await addLog(db, user.id, item, { rating: 3, at: new Date(now - DAY) });
    await addLog(db, user.id, item, { source: 'quiz', rating: 4, at: new Date(now - HOUR) });
    // before the window
    await addLog(db, user.id, item, { rating: 1, at: new Date(now - (RETENTION_DAYS + 1) * DAY) });

    const { retention } = progressSchema.parse((await authed(app, cookie).get('/api/progress')).json());

    expect(retention).toEqual({ remembered: 3, total: 4 });
  });

  test('per course: mastered, learning and new, for courses with items or results', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const marketing = await Promise.all(Array.from({ length: 4 }, () => createQuestion(db)));
    const card = await createFlashcard(db, marketing[0]!);
    const finance = await createQuestion(db, { category: 'finance', course: 'Budgeting', topic: 'Saving' });
    await createQuestion(db, { category: 'finance', course: 'Budgeting', topic: 'Spending' });
    // a course the learner has not touched
    await createQuestion(db, { category: 'finance', course: 'Investing', topic: 'Stocks' });
    await addItem(db, user.id, marketing[0]!.id, { state: State.Review, stability: MASTERED_STABILITY_DAYS });
    await addItem(db, user.id, card, { type: 'flashcard', state: State.Review, stability: MASTERED_STABILITY_DAYS + 30 });
    // long in review, not yet stable enough
    await addItem(db, user.id, marketing[1]!.id, { state: State.Review, stability: MASTERED_STABILITY_DAYS - 0.5 });
    // stable once, then forgotten
    await addItem(db, user.id, marketing[2]!.id, { state: State.Relearning, stability: MASTERED_STABILITY_DAYS + 5 });
    await addItem(db, other.user.id, marketing[3]!.id, { state: State.Review, stability: 100 });
    // added to the review, never rated: still new, as Anki counts it
    await addItem(db, user.id, marketing[3]!.id, { state: State.New });
    // a quiz taken, nothing missed: the course is shown with everything new ('finance' as results keep it)
    await addResult(db, user.id, new Date(), { category: 'finance', course: 'budgeting' });
    expect(finance.course).toBe('Budgeting');

    const { courses } = progressSchema.parse((await authed(app, cookie).get('/api/progress')).json());

    expect(courses).toEqual([
      { category: 'business', course: 'Marketing Basics', mastered: 2, learning: 2, new: 1 },
      { category: 'finance', course: 'Budgeting', mastered: 0, learning: 0, new: 2 },
    ]);
  });

  test('Kids Lock: a locked learner’s progress lists only courses of the categories they may open', async () => {
    const { app, db } = testApp();
    const kid = await signUp(app, { age: 8 });
    const business = await createQuestion(db);
    const kids = await createQuestion(db, { category: 'kids', course: 'Numbers', topic: 'Counting' });
    await addItem(db, kid.user.id, business.id);
    await addItem(db, kid.user.id, kids.id);
    await addResult(db, kid.user.id, new Date(), { category: 'business', course: 'Marketing Basics' });

    const progress = progressSchema.parse((await authed(app, kid.cookie).get('/api/progress')).json());

    expect(progress.courses).toEqual([{ category: 'kids', course: 'Numbers', mastered: 0, learning: 1, new: 0 }]);
    expect(progress.forecast[0]!.count).toBe(1);
  });

  test('the daily goal: today’s reviews and the streak with a free day; a quiz answer is not a review', async () => {
    const { app, db } = testApp();
    const { user, cookie } = await signUp(app);
    const q = await createQuestion(db);
    const item = await addItem(db, user.id, q.id);
    await db.insert(reviewSettings).values({ user_id: user.id, daily_goal: 5 });
    const now = new Date('2025-06-04T10:00:00Z'); // a Wednesday
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    // Wed 4 (today): 3 reviews and a quiz answer, not met yet; Tue 3 and Mon 2 met;
    // Sun 1 missed (the week’s free day); Sat 31 to Wed 28 met; Tue 27 short of the goal: a second miss that week ends the run
    await reviewsAt(db, user.id, item, at(0), 3);
    await addLog(db, user.id, item, { source: 'quiz', at: at(0) });
    for (const daysAgo of [1, 2, 4, 5, 6, 7]) await reviewsAt(db, user.id, item, at(daysAgo), 5);
    await reviewsAt(db, user.id, item, at(8), 4);
    await reviewsAt(db, user.id, item, at(10), 5);

    expect((await learnerProgress(db, user.id, 30, 'UTC', now)).goal).toEqual({ daily_goal: 5, reviewed_today: 3, streak: 6 });
    await reviewsAt(db, user.id, item, at(0), 2);
    expect((await learnerProgress(db, user.id, 30, 'UTC', now)).goal).toEqual({ daily_goal: 5, reviewed_today: 5, streak: 7 });
    // through the route, today is the real today: nothing reviewed yet
    const { goal } = progressSchema.parse((await authed(app, cookie).get('/api/progress')).json());
    expect(goal).toMatchObject({ daily_goal: 5, reviewed_today: 0 });
  });

  test('a streak longer than the first window read is counted over the whole history', async () => {
    const { app, db } = testApp();
    const { user } = await signUp(app);
    const q = await createQuestion(db);
    const item = await addItem(db, user.id, q.id);
    await db.insert(reviewSettings).values({ user_id: user.id, daily_goal: 5 });
    const now = new Date('2025-06-04T10:00:00Z');
    const rows = Array.from({ length: 200 }, (_, daysAgo) =>
      Array.from({ length: 5 }, () => ({
        id: randomUUID(),
        item_id: item,
        user_id: user.id,
        source: 'review',
        rating: 3,
        state_before: State.Review,
        duration_ms: 1000,
        answered_at: new Date(now.getTime() - daysAgo * DAY),
      })),
    ).flat();
    await db.insert(reviewLog).values(rows);

    expect((await learnerProgress(db, user.id, 30, 'UTC', now)).goal?.streak).toBe(200);
  });
});
