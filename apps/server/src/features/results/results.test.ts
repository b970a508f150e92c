import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ACTIVITY_CHART_DAYS, newResult, quizResult, RESULTS_MSG, resultSummary, type NewResult } from '@curio/core/learning';
import { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES, QUIZ_MAX_QUESTIONS, RESULTS_HISTORY_ROWS, STREAK_WINDOW_MINUTES } from '@curio/core/limits';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { results } from '../../db/tables';
import { createResultSaver } from './results.service';

const answer = (n: number, correct: boolean) => ({
  question: `Question ${n}?`,
  selectedOption: correct ? 'Right' : 'Wrong',
  correctAnswer: 'Right',
  correct,
  timeTaken: 3.5,
});

const quiz = (overrides: Partial<NewResult> = {}): NewResult => ({
  category: 'business',
  course: 'Marketing Basics',
  topic: 'Customers',
  module: 'Foundations',
  score: 1,
  time_taken: 42,
  answers: [answer(1, true), answer(2, false)],
  ...overrides,
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A result row taken at a given time, written straight to the table. */
async function resultAt(db: Db, userId: string, createdAt: Date, overrides: Partial<typeof results.$inferInsert> = {}) {
  await db.insert(results).values({
    user_id: userId,
    category: 'business',
    course: 'Marketing Basics',
    topic: 'Customers',
    score: 1,
    time_taken: 10,
    answers: [answer(1, true)],
    created_at: createdAt,
    ...overrides,
  });
}

describeEachEngine('results', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner saves a finished quiz; the user comes from the session', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);

    const res = await authed(app, cookie).post('/api/results', { ...quiz({ category: '  Business ' }), user_id: other.user.id });

    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({ id: expect.any(String), created_at: expect.any(String) });
    expect((await authed(app, cookie).get(`/api/results/${saved.id}`)).json()).toEqual({
      id: saved.id,
      user_id: user.id,
      category: 'business',
      course: 'Marketing Basics',
      topic: 'Customers',
      module: 'Foundations',
      score: 1,
      time_taken: 42,
      answers: quiz().answers,
      created_at: saved.created_at,
    });
    expect(await countRows(db, results)).toBe(1);
  });

  test('results saved at the same moment are each kept once, as their own learner sent them', async () => {
    const { app, db } = testApp();
    const learners = await Promise.all(Array.from({ length: 5 }, () => signUp(app)));
    const sent = learners.flatMap((learner, l) => Array.from({ length: 8 }, (_, i) => ({ learner, result: quiz({ time_taken: l * 100 + i }) })));

    const responses = await Promise.all(sent.map(({ learner, result }) => authed(app, learner.cookie).post('/api/results', result)));

    expect(responses.map((r) => r.statusCode)).toEqual(sent.map(() => 201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(sent.length);
    expect(await countRows(db, results)).toBe(sent.length);
    for (const [i, { learner, result }] of sent.entries()) {
      const opened = await authed(app, learner.cookie).get(`/api/results/${responses[i]!.json().id}`);
      expect(opened.json()).toMatchObject({ ...result, user_id: learner.user.id, created_at: responses[i]!.json().created_at });
    }
  });

  test('a result that cannot be written fails alone; the others written with it are kept', async () => {
    const { app, db } = testApp();
    const { user } = await signUp(app);
    const save = createResultSaver(db);
    const sent = (time_taken: number) => newResult.parse(quiz({ time_taken }));
    const outcomes = await Promise.allSettled([save(user.id, sent(1)), save('no-such-learner', sent(2)), save(user.id, sent(3))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const kept = await db.select({ time_taken: results.time_taken }).from(results);
    expect(kept.map((r) => r.time_taken).sort()).toEqual([1, 3]);
  });

  test('answers are compressed with lz4 where the engine has it (PostgreSQL), with pglz on PGlite', async () => {
    const { db } = testApp();
    const { rows } = (await db.execute(
      sql`select attcompression as method from pg_attribute where attrelid = 'results'::regclass and attname = 'answers'`,
    )) as unknown as { rows: { method: string }[] };
    // '' is the default method, pglz
    expect(rows).toEqual([{ method: engine === 'postgres' ? 'l' : '' }]);
  });

  test('the module may be left out', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', { ...quiz(), module: undefined });
    expect(res.statusCode).toBe(201);
    expect((await authed(app, cookie).get(`/api/results/${res.json().id}`)).json().module).toBeNull();
  });

  test.each([
    ['a score above the number of answers', quiz({ score: 3 }), 'score'],
    ['a negative score', quiz({ score: -1 }), 'score'],
    ['a fractional score', quiz({ score: 0.5 }), 'score'],
    ['a negative time', quiz({ time_taken: -5 }), 'time_taken'],
    ['no answers', quiz({ score: 0, answers: [] }), 'answers'],
    ['too many answers', quiz({ answers: Array.from({ length: QUIZ_MAX_QUESTIONS + 1 }, (_, i) => answer(i, false)), score: 0 }), 'answers'],
    ['an answer without "correct"', { ...quiz(), answers: [{ question: 'Q?', selectedOption: 'A', correctAnswer: 'A', timeTaken: 1 }] }, 'answers.0.correct'],
    ['a blank category', quiz({ category: '  ' }), 'category'],
    ['a missing topic', { ...quiz(), topic: undefined }, 'topic'],
  ])('%s is refused and nothing is written', async (_what, payload, field) => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)) });
    expect(await countRows(db, results)).toBe(0);
  });

  test('a body over the size limit is refused with 413', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', quiz({ course: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
    expect(await countRows(db, results)).toBe(0);
  });

  test(`the results screen shows the last ${RESULTS_HISTORY_ROWS} of the category, newest first, and only the learner's own`, async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const now = Date.now();
    for (let i = 0; i <= RESULTS_HISTORY_ROWS; i++) await resultAt(db, user.id, new Date(now - i * MINUTE), { time_taken: i });
    await resultAt(db, user.id, new Date(now + MINUTE), { category: 'finance' });
    await resultAt(db, other.user.id, new Date(now + MINUTE));

    const res = await authed(app, cookie).get('/api/results?category=Business');

    expect(res.statusCode).toBe(200);
    const rows = res.json() as { user_id: string; category: string; time_taken: number; created_at: string }[];
    expect(rows).toHaveLength(RESULTS_HISTORY_ROWS);
    expect(rows.map((r) => r.time_taken)).toEqual(Array.from({ length: RESULTS_HISTORY_ROWS }, (_, i) => i));
    expect(new Set(rows.map((r) => `${r.user_id}/${r.category}`))).toEqual(new Set([`${user.id}/business`]));
    expect(rows[0]).toMatchObject({ course: 'Marketing Basics', topic: 'Customers', score: 1, answers_count: 1 });
    expect(rows[0]).not.toHaveProperty('answers');
  });

  test('the results screen lists what was saved in the documented shape, and each row opens to exactly what was saved', async () => {
    const { app } = testApp();
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const sent = [quiz(), quiz({ module: undefined, answers: [answer(3, true)], topic: 'Quotes "and" \\ émojis 🎉' })];
    const saved = [];
    for (const result of sent) saved.push({ ...(await client.post('/api/results', result)).json(), result });

    const res = await client.get('/api/results?category=business');

    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const screen = z.array(resultSummary.strict()).parse(res.json());
    expect(screen.map((r) => r.id)).toEqual(saved.map((s) => s.id).reverse());
    expect(screen.map((r) => r.created_at)).toEqual(screen.map((r) => new Date(r.created_at).toISOString()));
    for (const { id, created_at, result } of saved) {
      const { answers, ...summary } = { ...result, module: result.module ?? null, id, created_at, user_id: user.id };
      expect(screen.find((r) => r.id === id)).toEqual({ ...summary, answers_count: answers.length });
      const opened = await client.get(`/api/results/${id}`);
      expect(quizResult.strict().parse(opened.json())).toEqual({ ...summary, answers });
    }
  });

  test('a result opens only for its own learner: others, unknown and malformed ids are refused', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const other = await signUp(app);
    const { id } = (await authed(app, owner.cookie).post('/api/results', quiz())).json();

    expect((await authed(app, owner.cookie).get(`/api/results/${id}`)).statusCode).toBe(200);
    const theirs = await authed(app, other.cookie).get(`/api/results/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'not_found', message: RESULTS_MSG.notFound });
    expect((await authed(app, owner.cookie).get(`/api/results/${randomUUID()}`)).statusCode).toBe(404);
    expect((await authed(app, owner.cookie).get('/api/results/not-an-id')).statusCode).toBe(400);
  });

  test('a category without results gives an empty list', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).get('/api/results?category=finance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  test('the results list needs a category', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect((await authed(app, cookie).get('/api/results')).statusCode).toBe(400);
  });

  test('the complete screen gets the latest result of the course and topic', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const now = Date.now();
    await resultAt(db, user.id, new Date(now - 2 * MINUTE), { score: 0 });
    await resultAt(db, user.id, new Date(now - MINUTE), { score: 1, answers: [answer(7, true)] });
    await resultAt(db, user.id, new Date(now), { topic: 'Pricing', score: 0 });
    await resultAt(db, other.user.id, new Date(now + MINUTE), { score: 0 });

    const res = await authed(app, cookie).get('/api/results/latest?course=Marketing%20Basics&topic=Customers');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: user.id, score: 1, answers: [answer(7, true)], created_at: new Date(now - MINUTE).toISOString() });
  });

  test('with no result for the course and topic the complete screen gets 404', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    await resultAt(db, other.user.id, new Date());

    const res = await authed(app, cookie).get('/api/results/latest?course=Marketing%20Basics&topic=Customers');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });

  test('profile stats: total, the streak window and quizzes per day', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const now = Date.now();
    const inside = [0, 1, DAY, 3 * DAY, STREAK_WINDOW_MINUTES * MINUTE - 5 * MINUTE];
    const outside = [STREAK_WINDOW_MINUTES * MINUTE + 5 * MINUTE, 20 * DAY, (ACTIVITY_CHART_DAYS + 5) * DAY];
    for (const ago of [...inside, ...outside]) await resultAt(db, user.id, new Date(now - ago));
    await resultAt(db, other.user.id, new Date(now));

    const res = await authed(app, cookie).get('/api/results/stats');

    expect(res.statusCode).toBe(200);
    const stats = res.json() as { total: number; last7Days: number; perDay: { date: string; count: number }[] };
    expect(stats.total).toBe(inside.length + outside.length);
    expect(stats.last7Days).toBe(inside.length);

    const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(stats.perDay).toHaveLength(ACTIVITY_CHART_DAYS);
    expect(stats.perDay.at(-1)?.date).toBe(dateOf(now));
    expect(stats.perDay[0]?.date).toBe(dateOf(now - (ACTIVITY_CHART_DAYS - 1) * DAY));
    const expected = new Map<string, number>();
    for (const ago of [...inside, ...outside]) {
      if (ago < (ACTIVITY_CHART_DAYS - 1) * DAY) expected.set(dateOf(now - ago), (expected.get(dateOf(now - ago)) ?? 0) + 1);
    }
    expect(Object.fromEntries(stats.perDay.filter((d) => d.count > 0).map((d) => [d.date, d.count]))).toEqual(Object.fromEntries(expected));
  });

  test('stats of a learner without quizzes are zeros over the whole chart', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const stats = (await authed(app, cookie).get('/api/results/stats')).json();
    expect(stats.total).toBe(0);
    expect(stats.last7Days).toBe(0);
    expect(stats.perDay).toHaveLength(ACTIVITY_CHART_DAYS);
    expect(stats.perDay.every((d: { count: number }) => d.count === 0)).toBe(true);
  });

  test('the chart counts days in the learner’s time zone', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    // 23:30 UTC yesterday is already today in Kolkata (UTC+5:30)
    const todayUtc = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
    await resultAt(db, user.id, new Date(todayUtc - 30 * MINUTE));

    const utc = (await authed(app, cookie).get('/api/results/stats?tz=UTC')).json().perDay;
    const india = (await authed(app, cookie).get('/api/results/stats?tz=Asia%2FKolkata')).json().perDay;
    const yesterday = new Date(todayUtc - DAY).toISOString().slice(0, 10);
    const today = new Date(todayUtc).toISOString().slice(0, 10);
    expect(utc.find((d: { date: string }) => d.date === yesterday)?.count).toBe(1);
    expect(india.find((d: { date: string }) => d.date === today)?.count).toBe(1);
  });

  test('an unknown time zone is refused', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).get('/api/results/stats?tz=Mars%2FOlympus');
    expect(res.statusCode).toBe(400);
  });

  test('Kids Lock: a learner under 10 keeps results only in kid-friendly categories', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app, { age: 8 });
    const client = authed(app, cookie);

    const refused = await client.post('/api/results', quiz({ category: 'finance' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.notAllowed });
    expect((await client.get('/api/results?category=finance')).statusCode).toBe(403);
    expect(await countRows(db, results)).toBe(0);

    expect((await client.post('/api/results', quiz({ category: 'Kids' }))).statusCode).toBe(201);
    expect((await client.get('/api/results?category=kids')).json()).toHaveLength(1);
  });
});
