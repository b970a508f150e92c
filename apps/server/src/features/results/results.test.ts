import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ACTIVITY_CHART_DAYS, newResult, quizResult, resultSummary, type NewResult } from '@curio/core/learning';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES, QUIZ_MAX_QUESTIONS, RESULTS_HISTORY_ROWS, STREAK_WINDOW_MINUTES } from '@curio/core/limits';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { RATINGS, slowAfterSeconds } from '@curio/core/review-rules';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { createQuestion, type QuestionSpec } from '../../../test/question-factory';
import type { Db } from '../../db/client';
import { categories, results, reviewItems, reviewLog } from '../../db/tables';
import { createResultSaver, gradeResult } from './results.service';

const COURSE = { category: 'business', course: 'Marketing Basics', module: 'Foundations', topic: 'Customers' };

/** Questions of the results' course and topic whose right option is 'Right'. */
async function questionsOf(db: Db, n: number, spec: QuestionSpec = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) ids.push((await createQuestion(db, { ...COURSE, question: `Question ${i}?`, answer: 'Right', options: ['Right', 'Wrong'], ...spec })).id);
  return ids;
}

const answer = (questionId: number, correct: boolean, timeTaken = 3.5) => ({ question_id: questionId, selectedOption: correct ? 'Right' : 'Wrong', timeTaken });
/** The answer as the server keeps it, graded. */
const graded = (questionId: number, n: number, correct: boolean, timeTaken = 3.5) => ({
  ...answer(questionId, correct, timeTaken),
  question: `Question ${n}?`,
  correctAnswer: 'Right',
  correct,
  credit: correct ? 1 : 0,
  almost: false,
});

/** A quiz taken offline as the device sends it, under a client id of its own. */
const quiz = (answers: NewResult['answers'], overrides: Partial<NewResult> = {}): NewResult => ({ ...COURSE, time_taken: 42, answers, client_id: randomUUID(), ...overrides });

/** An answer as results kept them before they named their question. */
const oldAnswer = (n: number, correct: boolean) => ({ question: `Question ${n}?`, selectedOption: correct ? 'Right' : 'Wrong', correctAnswer: 'Right', correct, timeTaken: 3.5 });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A result row taken at a given time, written straight to the table. */
async function resultAt(db: Db, userId: string, createdAt: Date, overrides: Partial<typeof results.$inferInsert> = {}) {
  const [row] = await db
    .insert(results)
    .values({
      user_id: userId,
      category: 'business',
      course: 'Marketing Basics',
      topic: 'Customers',
      score: 1,
      time_taken: 10,
      answers: [oldAnswer(1, true)],
      created_at: createdAt,
      ...overrides,
    })
    .returning({ id: results.id });
  return row!.id;
}

describeEachEngine('results', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner saves a finished quiz; the user comes from the session', async () => {
    const { app, db } = testApp();
    const [q1, q2] = await questionsOf(db, 2);
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);

    const res = await authed(app, cookie).post('/api/results', { ...quiz([answer(q1!, true), answer(q2!, false)], { category: '  Business ' }), user_id: other.user.id });

    expect(res.statusCode).toBe(201);
    const saved = res.json();
    const answers = [graded(q1!, 1, true), graded(q2!, 2, false)];
    expect(saved).toEqual({ id: expect.any(String), created_at: expect.any(String), score: 1, answers });
    expect((await authed(app, cookie).get(`/api/results/${saved.id}`)).json()).toEqual({
      id: saved.id,
      user_id: user.id,
      category: 'business',
      course: 'Marketing Basics',
      topic: 'Customers',
      module: 'Foundations',
      score: 1,
      time_taken: 42,
      answers,
      retake_of: null,
      taken_offline: true,
      created_at: saved.created_at,
    });
    expect(await countRows(db, results)).toBe(1);
  });

  test('results saved at the same moment are each kept once, as their own learner sent them', async () => {
    const { app, db } = testApp();
    const [q1, q2] = await questionsOf(db, 2);
    const learners = await Promise.all(Array.from({ length: 5 }, () => signUp(app)));
    const sent = learners.flatMap((learner, l) =>
      Array.from({ length: 8 }, (_, i) => ({ learner, result: quiz([answer(q1!, i % 2 === 0), answer(q2!, false)], { time_taken: l * 100 + i }) })),
    );

    const responses = await Promise.all(sent.map(({ learner, result }) => authed(app, learner.cookie).post('/api/results', result)));

    expect(responses.map((r) => r.statusCode)).toEqual(sent.map(() => 201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(sent.length);
    expect(await countRows(db, results)).toBe(sent.length);
    for (const [i, { learner, result }] of sent.entries()) {
      const opened = await authed(app, learner.cookie).get(`/api/results/${responses[i]!.json().id}`);
      const correct = i % 8 % 2 === 0;
      const { client_id: _clientId, ...kept } = result;
      expect(opened.json()).toMatchObject({
        ...kept,
        answers: [graded(q1!, 1, correct), graded(q2!, 2, false)],
        score: correct ? 1 : 0,
        user_id: learner.user.id,
        created_at: responses[i]!.json().created_at,
      });
    }
    // every learner's wrong answers are in their own model, once per question
    expect(await countRows(db, reviewItems)).toBe(learners.length * 2);
  });

  test('a result that cannot be written fails alone; the others written with it are kept', async () => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    const { user } = await signUp(app);
    const save = createResultSaver(db);
    const sent = (userId: string, time_taken: number) => gradeResult(db, { id: userId }, newResult.parse(quiz([answer(q1!, false)], { time_taken })));
    const outcomes = await Promise.allSettled([save(await sent(user.id, 1)), save(await sent('no-such-learner', 2)), save(await sent(user.id, 3))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const kept = await db.select({ time_taken: results.time_taken }).from(results);
    expect(kept.map((r) => r.time_taken).sort()).toEqual([1, 3]);
    // the failed one fed nothing into the model either
    expect(await db.select({ user_id: reviewLog.user_id }).from(reviewLog)).toEqual([{ user_id: user.id }, { user_id: user.id }]);
  });

  test('a result sent again with its client id (saved offline, an answer lost) is saved once and answered with the first save', async () => {
    const { app, db } = testApp();
    const [q1, q2] = await questionsOf(db, 2);
    const { cookie } = await signUp(app);
    const client_id = randomUUID();
    const body = quiz([answer(q1!, true), answer(q2!, false)], { client_id });

    const first = await authed(app, cookie).post('/api/results', body);
    expect(first.statusCode).toBe(201);
    const again = await authed(app, cookie).post('/api/results', { ...body, time_taken: 99 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(db, results)).toBe(1);
    // the memory model heard the answers once: the wrong one is logged (a right first answer stays out)
    expect(await countRows(db, reviewLog)).toBe(1);

    // sent twice at the same moment: still one result, one set of ratings
    const both = randomUUID();
    const twice = await Promise.all([0, 1].map(() => authed(app, cookie).post('/api/results', quiz([answer(q1!, false)], { client_id: both }))));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(twice[0]!.json().id).toBe(twice[1]!.json().id);
    expect(await countRows(db, results)).toBe(2);
    expect(await countRows(db, reviewLog)).toBe(2);
  });

  test("a client id is each learner's own: another learner's id saves their own new result and reveals nothing", async () => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    const ann = await signUp(app);
    const bob = await signUp(app);
    const client_id = randomUUID();
    const annSaved = (await authed(app, ann.cookie).post('/api/results', quiz([answer(q1!, true)], { client_id }))).json();

    const bobs = await authed(app, bob.cookie).post('/api/results', quiz([answer(q1!, false)], { client_id }));
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().id).not.toBe(annSaved.id);
    expect(bobs.json().score).toBe(0);
    expect((await authed(app, ann.cookie).get(`/api/results/${annSaved.id}`)).json().score).toBe(1);
    expect(await countRows(db, results)).toBe(2);
  });

  test('a result without a client id, or with a bad one, is refused and saves nothing', async () => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    const { cookie } = await signUp(app);
    for (const client_id of [undefined, null, 'not-a-uuid', 42, '', '00000000-0000-0000-0000-00000000000\u0000', ['x']]) {
      const res = await authed(app, cookie).post('/api/results', { ...quiz([answer(q1!, true)]), client_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error' });
    }
    expect(await countRows(db, results)).toBe(0);
  });

  test('the same question answered twice in one result is refused: a score counts each question once', async () => {
    const { app, db } = testApp();
    const [q1, q2] = await questionsOf(db, 2);
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', quiz([...Array.from({ length: 29 }, () => answer(q1!, true)), answer(q2!, true)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: RESULTS_MSG.questionAnsweredTwice });
    expect(await countRows(db, results)).toBe(0);
    expect(await countRows(db, reviewItems)).toBe(0);
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
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', { ...quiz([answer(q1!, true)]), module: undefined });
    expect(res.statusCode).toBe(201);
    expect((await authed(app, cookie).get(`/api/results/${res.json().id}`)).json().module).toBeNull();
  });

  test.each([
    ['a negative time', (q: number) => quiz([answer(q, true)], { time_taken: -5 }), 'time_taken'],
    ['no answers', () => quiz([]), 'answers'],
    ['too many answers', (q: number) => quiz(Array.from({ length: QUIZ_MAX_QUESTIONS + 1 }, () => answer(q, false))), 'answers'],
    ['an answer without a question id', () => ({ ...quiz([]), answers: [{ selectedOption: 'A', timeTaken: 1 }] }), 'answers.0.question_id'],
    ['a question id that is not a number', () => ({ ...quiz([]), answers: [{ question_id: 'one', selectedOption: 'A', timeTaken: 1 }] }), 'answers.0.question_id'],
    ['a blank category', (q: number) => quiz([answer(q, true)], { category: '  ' }), 'category'],
    ['a missing topic', (q: number) => ({ ...quiz([answer(q, true)]), topic: undefined }), 'topic'],
  ])('%s is refused and nothing is written', async (_what, payload, field) => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', payload(q1!));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)) });
    expect(await countRows(db, results)).toBe(0);
  });

  test('the server grades: a score, correct or correctAnswer sent along is ignored', async () => {
    const { app, db } = testApp();
    const [q1, q2] = await questionsOf(db, 2);
    const { cookie } = await signUp(app);
    const cheat = { ...quiz([answer(q1!, false), answer(q2!, false)]), score: 2 };
    cheat.answers = cheat.answers.map((a) => ({ ...a, correct: true, correctAnswer: 'Wrong' }));
    const res = await authed(app, cookie).post('/api/results', cheat);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: 0, answers: [graded(q1!, 1, false), graded(q2!, 2, false)] });
  });

  test('grading reads the quiz as it was served, and questions it does not hold by id', async () => {
    const { app, db } = testApp();
    const ids = await questionsOf(db, QUIZ_MAX_QUESTIONS + 2);
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    // the quiz serves the first QUIZ_MAX_QUESTIONS; the last question is outside it (an older attempt's)
    expect((await client.get(`/api/quiz?${new URLSearchParams({ course: COURSE.course, topic: COURSE.topic })}`)).json()).toHaveLength(QUIZ_MAX_QUESTIONS);
    const last = ids.length;
    const res = await client.post('/api/results', quiz([answer(ids[0]!, true), answer(ids[last - 1]!, false)]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: 1, answers: [graded(ids[0]!, 1, true), graded(ids[last - 1]!, last, false)] });
  });

  test('an answer matches the stored answer as the quiz shows it (prefix and case aside)', async () => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1, { answer: 'b) paris', options: ['a) london', 'b) paris'] });
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', quiz([{ question_id: q1!, selectedOption: 'Paris', timeTaken: 2 }]));
    expect(res.json()).toMatchObject({ score: 1, answers: [{ correct: true, correctAnswer: 'b) paris' }] });
  });

  test.each([
    ['an unknown question', async () => 2_000_000_000],
    ['a question of another topic', async (db: Db) => (await createQuestion(db, { ...COURSE, topic: 'Pricing' })).id],
    ['a question of another course', async (db: Db) => (await createQuestion(db, { ...COURSE, course: 'Finance Basics' })).id],
    ['a question of the same course in another category', async (db: Db) => (await createQuestion(db, { ...COURSE, category: 'finance' })).id],
  ])('%s among the answers is refused with 400 and nothing is written', async (_what, questionOf) => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    const stranger = await questionOf(db);
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', quiz([answer(q1!, false), answer(stranger, false)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: RESULTS_MSG.answersNotInTopic });
    expect(await countRows(db, results)).toBe(0);
    expect(await countRows(db, reviewItems)).toBe(0);
  });

  test('quiz answers feed the memory model: wrong enters Again, a right first answer stays out, right again is Good or Hard when slow', async () => {
    const { app, db } = testApp();
    const [q1, q2, q3] = await questionsOf(db, 3);
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const slow = Math.ceil(slowAfterSeconds('Question 3?', ['Right', 'Wrong'])) + 1;

    const before = Date.now();
    await client.post('/api/results', quiz([answer(q1!, false), answer(q2!, true), answer(q3!, false)]));
    const items = await db.select().from(reviewItems).where(eq(reviewItems.user_id, user.id));
    expect(items.map((i) => i.item_id).sort()).toEqual([q1, q3].sort());
    for (const item of items) {
      expect(item.item_type).toBe('question');
      expect(item.question_id).toBe(item.item_id);
      // Again: back within the hour, today
      expect(item.due.getTime() - before).toBeLessThan(60 * MINUTE);
    }

    await client.post('/api/results', quiz([answer(q1!, true, 2), answer(q2!, true), answer(q3!, true, slow)]));
    const log = await db
      .select({ item_id: reviewItems.item_id, rating: reviewLog.rating, source: reviewLog.source, state_before: reviewLog.state_before, duration_ms: reviewLog.duration_ms })
      .from(reviewLog)
      .innerJoin(reviewItems, eq(reviewItems.id, reviewLog.item_id))
      .orderBy(reviewLog.answered_at, reviewLog.rating);
    expect(log.filter((l) => l.item_id === q1)).toEqual([
      { item_id: q1, rating: RATINGS.again, source: 'quiz', state_before: 0, duration_ms: 3500 },
      { item_id: q1, rating: RATINGS.good, source: 'quiz', state_before: 1, duration_ms: 2000 },
    ]);
    expect(log.filter((l) => l.item_id === q3).map((l) => l.rating)).toEqual([RATINGS.again, RATINGS.hard]);
    // q2 was right both times: never entered
    expect(log.some((l) => l.item_id === q2)).toBe(false);
    expect(await countRows(db, reviewItems)).toBe(2);
  });

  test('a body over the size limit is refused with 413', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/results', quiz([answer(1, true)], { course: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1) }));
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
    const { app, db } = testApp();
    const [q1, q2] = await questionsOf(db, 2);
    const odd = 'Quotes "and" \\ émojis 🎉';
    const [q3] = await questionsOf(db, 1, { topic: odd, question: 'Question 3?' });
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const sent = [quiz([answer(q1!, true), answer(q2!, false)]), quiz([answer(q3!, true)], { module: undefined, topic: odd })];
    const saved = [];
    for (const result of sent) {
      const { score, answers, ...reply } = (await client.post('/api/results', result)).json();
      const { client_id: _clientId, ...kept } = result;
      saved.push({ ...reply, result: { ...kept, score, answers, retake_of: null, taken_offline: true } });
    }

    const res = await client.get('/api/results?category=business');

    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const screen = z.array(resultSummary.strict()).parse(res.json());
    expect(screen.map((r) => r.id)).toEqual(saved.map((s) => s.id).reverse());
    expect(screen.map((r) => r.created_at)).toEqual(screen.map((r) => new Date(r.created_at).toISOString()));
    for (const { id, created_at, result } of saved) {
      const { answers, ...summary } = { ...result, module: result.module ?? null, id, created_at, user_id: user.id };
      expect(screen.find((r) => r.id === id)).toEqual({ ...summary, category_label: 'business', answers_count: answers.length });
      const opened = await client.get(`/api/results/${id}`);
      expect(quizResult.strict().parse(opened.json())).toEqual({ ...summary, answers });
    }
  });

  test('the results screen names each row’s category as the catalogue labels it', async () => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    await db.update(categories).set({ label: 'Business & Trade' }).where(eq(categories.name, 'business'));
    const client = authed(app, (await signUp(app)).cookie);
    expect((await client.post('/api/results', quiz([answer(q1!, true)]))).statusCode).toBe(201);

    const rows = (await client.get('/api/results?category=business')).json() as { category: string; category_label: string }[];
    expect(rows.map((r) => [r.category, r.category_label])).toEqual([['business', 'Business & Trade']]);
  });

  test('a result opens only for its own learner: others, unknown and malformed ids are refused', async () => {
    const { app, db } = testApp();
    const [q1] = await questionsOf(db, 1);
    const owner = await signUp(app);
    const other = await signUp(app);
    const { id } = (await authed(app, owner.cookie).post('/api/results', quiz([answer(q1!, true)]))).json();

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
    await resultAt(db, user.id, new Date(now - MINUTE), { score: 1, answers: [oldAnswer(7, true)] });
    await resultAt(db, user.id, new Date(now), { topic: 'Pricing', score: 0 });
    await resultAt(db, other.user.id, new Date(now + MINUTE), { score: 0 });

    const res = await authed(app, cookie).get('/api/results/latest?course=Marketing%20Basics&topic=Customers');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: user.id, score: 1, answers: [oldAnswer(7, true)], created_at: new Date(now - MINUTE).toISOString() });
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
    const [finance] = await questionsOf(db, 1, { category: 'finance' });
    const [kids] = await questionsOf(db, 1, { category: 'kids' });
    const { cookie } = await signUp(app, { age: 8 });
    const client = authed(app, cookie);

    const refused = await client.post('/api/results', quiz([answer(finance!, false)], { category: 'finance' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.notAllowed });
    expect((await client.get('/api/results?category=finance')).statusCode).toBe(403);
    expect(await countRows(db, results)).toBe(0);
    expect(await countRows(db, reviewItems)).toBe(0);

    expect((await client.post('/api/results', quiz([answer(kids!, false)], { category: 'Kids' }))).statusCode).toBe(201);
    expect((await client.get('/api/results?category=kids')).json()).toHaveLength(1);
  });
});
